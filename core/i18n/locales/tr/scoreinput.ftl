### Türkçe (tr): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = ikinci bir puan sütunu { $text } (ilki { $first }): birini bırakın

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = bir Puan sütunu ({ $single }) ve bir beyaz ya da siyah puan sütunu ({ $pair }, { $text }): puanları tek bir biçimde yazın, ya Beyaz puan ve Siyah puan sütunları ya da tek bir Puan sütunu 412:380, ikisi birden asla

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = { $text } ({ $cell }) yanında Siyah puan sütunu yok: iki sütunu da yazın ya da tek bir Puan sütunu 412:380 kullanın

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = { $text } ({ $cell }) yanında Beyaz puan sütunu yok: iki sütunu da yazın ya da tek bir Puan sütunu 412:380 kullanın

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = 412:380 gibi bir oyun puanı bekleniyordu (önce beyaz sütunundaki oyuncunun, tam sayılar); bulunan { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = 412:380 gibi bir oyun puanı bekleniyordu; bulunan { $found } bir saate benziyor: elektronik tablo 412:380 değerini saat ve dakika olarak okudu. Sütunu düz metin olarak biçimlendirip puanı yeniden yazın ya da Beyaz puan ve Siyah puan sütunlarını kullanın

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = bir oyuncunun oyun puanı bekleniyordu, 412 ya da -5 gibi bir tam sayı; bulunan { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = bu oyunun diğer puanı { $found } ({ $cell }): iki oyuncunun da puanını yazın ya da hiçbirini

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = hükmen sonuçlanan bir oyunun ({ $result }, { $cell }) puanı olmaz, ama burada { $score } yazıyor: puan hücrelerini boş bırakın (turnuvanın hükmen puanı geçerlidir)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = { $result } sonucu { $score } puanıyla uyuşmuyor ({ $cells }): yüksek puan kazanır, eşit puan beraberliktir; birini düzeltin ya da sonucu boş bırakın

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = bay turunun puanı olmaz, ama burada { $found } yazıyor: puan hücrelerini boş bırakın (turnuvanın bay puanı geçerlidir)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = { $round }. turun oyununun puanı yok ({ $cells } boş), ama turnuvanın oyunlarının puanı var (ilki { $first }): oynanan her oyunun puanı olmalı

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } oyununun puanı yok, ama turnuvanın oyunlarının puanı var (ilki { $first }): { $round }. turun bu oyununu 2w1 412:380 gibi yazın (önce kendi puanı)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } oynanmış bir oyun değil ({ $outcome }), bu yüzden puanı olmaz: puanı silin (turnuvanın bay ya da hükmen puanı geçerlidir)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: { $round }. turun sonucu puanıyla uyuşmuyor (önce kendi puanı: galibiyet için yüksek puan, beraberlik için eşit puan gerekir)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = { $round }. turun oyunu iki satırda farklı puanlarla yazılmış: burada { $found }, { $there } hücresinde { $there_text }; orada { $expected } bekleniyordu (önce rakibin kendi puanı)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] oyun puanları: oynanan { $count } oyunun { $scored } tanesinin puanı var
       *[other] oyun puanları: oynanan { $count } oyunun { $scored } tanesinin puanı var
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } ({ $round }. tur)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] oynanan { $count } oyunun puanı yok: { $games }
       *[other] oynanan { $count } oyunun puanı yok: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] oynanan { $count } oyunun puanı yok: { $games } ve { $more } tane daha
       *[other] oynanan { $count } oyunun puanı yok: { $games } ve { $more } tane daha
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16'da oyun puanı alanı yok: { $count } oyunun puanı saklanmadı (convert --to json saklar)
       *[other] TRF-16'da oyun puanı alanı yok: { $count } oyunun puanları saklanmadı (convert --to json saklar)
    }
