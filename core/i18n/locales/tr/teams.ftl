### Türkçe (tr): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = takım turnuvası değil: takımlar ve masa sayısıyla team-swiss veya team-round-robin gerekir

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = takım { $team }: { $player } numaralı oyuncu başka bir takımda da var ya da turnuvada değil

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = { $team } takımı { $found } oyuncuyla dizildi, { $boards } ya da hiç beklenir

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = { $team } takımının oyun ya da hükmen sonuç olmayan bir masası var ({ $outcome }); takımın bay'ı tüm masalarda olmalı

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = { $team } takımı başka bir takımda olmayan { $opponent } numaralı oyuncuyla eşleşmiş

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = { $team } takımının { $board }. masası, rakip takımın { $board }. masası olmayan { $opponent } numaralı oyuncuyla eşleşmiş

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = sonuç, { $opponent } numaralı oyuncunun o turdaki sonucuyla uyuşmuyor

# Team events (a match of several boards between two teams).
teams_kind_played = oynanan maç

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = hükmen kazanılan maç

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = hükmen kaybedilen maç

# Team events (a match of several boards between two teams).
teams_kind_pab = eşlendirmeyle verilen takım bay'ı

# Team events (a match of several boards between two teams).
teams_kind_absent = takım eşlendirilmedi

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = İkincil puan

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Genişletilmiş Sonneborn-Berger (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Genişletilmiş Sonneborn-Berger (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Genişletilmiş Sonneborn-Berger (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Genişletilmiş Sonneborn-Berger (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Ölçeklenmiş Buchholz ile ikincil puan

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Masa toplamı

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Birinci masadan sonuçlar

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Alt masaların çıkarılması

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Genişletilmiş aralarındaki maç

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Genişletilmiş aralarındaki maç, sonra birinci masadan sonuçlar

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Genişletilmiş aralarındaki maç, sonra alt masaların çıkarılması

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Genişletilmiş aralarındaki maç, masa toplamı, sonra birinci masadan sonuçlar

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Genişletilmiş aralarındaki maç, masa toplamı, sonra alt masaların çıkarılması

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (maç puanı)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (oyun puanı)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
teams_tb_factor = { $name } (katsayı { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
# same-as-english
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
# same-as-english
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, { $count } sayılır

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } { $raw } { $score } aldı, { $seen } sayılır: { $rounds }. tur berabere maç sayılır (16.3.2)
       *[other] { $opponent } { $raw } { $score } aldı, { $seen } sayılır: { $rounds }. turlar berabere maç sayılır (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: kendi { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $opponent } karşısında { $outcome }: kendi { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $opponent } karşısında { $outcome }: kendi { $own } { $score }, rakibin { $value } değeriyle sınırlı (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: kendi { $own } { $score }, { $draw } × { $rounds } = { $value } ile sınırlı (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $opponent } karşısında { $outcome } (lig usulü): rakibin { $value } { $score } puanı

# Team events (a match of several boards between two teams).
teams_entry_rr-free = lig usulünde boş tur: bir şey eklemez

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = son tur maçı berabere sayıldı (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × kendi { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, { $value } değerine yuvarlandı

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
# same-as-english
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, kazanılan maç

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, galibiyet değil

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = masa { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = masa { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = 1–{ $last }. masalar: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (düşük olan daha iyi)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: sayı sayı karşılaştırılır, ilk fark belirler

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = Hiçbir iki takım eşit { $score } ile bitirmedi: eşitlik bozmaya gerek olmadı.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = { $opponent } takımının son tur maçı berabere sayıldı (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = Bu ölçütte { $opponent } takımının son tur maçı berabere sayılır, bu yüzden puanı değişir.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = Bu ölçütte takımınızın son tur maçı berabere sayılır.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = önce atıldı: isteğe bağlı oynanmayan tur (VUR, 16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = Takımınız bu maçı oynamadığı için (gelmeme veya hükmen yenilgi) önce bu değer hesaba katılmaz.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } { $raw } { $score } aldı.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } { $raw } { $score } aldı ama { $seen } sayılır: kaçırdığı ve sonrasında hiç maç oynamadığı bir tur berabere maç sayılır.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = Bu tur ({ $outcome }), sizin puanınıza ({ $own } { $score }) sahip bir takıma karşı maç sayılır.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = Bu tur ({ $opponent } karşısında { $outcome }), sizin puanınıza ({ $own } { $score }) sahip bir takıma karşı maç sayılır.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = Bu tur ({ $opponent } karşısında { $outcome }), sizin puanınıza ({ $own } { $score }) sahip bir takıma karşı maç sayılır, ama { $opponent } takımının puanından ({ $value } { $score }) fazla olamaz.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = Bu tur ({ $outcome }), sizin puanınıza ({ $own } { $score }) sahip bir takıma karşı maç sayılır, ama her turda berabere bir maçtan fazla olamaz: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = Lig sisteminde bu tur ({ $outcome }) yine de { $opponent } karşısında oynanmış bir maç sayılır.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } uygulanmadı: sıra ona geldiğinde başka hiçbir takım bu takımla hâlâ eşit değildi

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $opponent } karşısında { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $opponent } karşısında { $outcome }: { $points } { $score }, kazanılan maç

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $opponent } karşısında { $outcome }: { $points } { $score }, galibiyet değil
