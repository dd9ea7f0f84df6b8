### Türkçe (tr): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = kendini açıklayan puan durumu sayfası, tek bir HTML dosyası olarak

# The published standings page (HTML).
report_help_players = sayfanın kimlerin kartlarını içerdiği: all (varsayılan), tied (bir komşusuyla eşit puanda olanlar: açıklanan eşitlikler), none (yalnız sıralama) ya da 3,7,12 gibi başlangıç numaraları

# The published standings page (HTML).
report_help_site = sayfayı DIR içinde küçük bir site olarak: bir dizin, çapraz tablo, eşlendirmeler ve grafikler ile her oyuncuya bir sayfa

# The published standings page (HTML).
report_error_site-and-output = --site bir sayfa klasörü yazar: -o kullanmayın

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = site { $path } içine yazılamıyor: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = sayfa için Jinja2 gerekir: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players all, tied, none ya da 3,7,12 gibi başlangıç numaraları alır, { $given } değil

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: { $numbers } numaralı katılımcı yok

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = not: sayfa { $size } MB; --players none ya da --players N,M,... onu küçültür

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = { $path } yazılamıyor: { $folder } klasörü yok

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = { $path } yazılamıyor: bu bir klasör; { $example } gibi bir dosya adı verin

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = { $path } yazılamıyor: disk dolu (sayfa { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = { $path } yazılamıyor: oraya yazma izni yok

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = { $path } yazılamıyor: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = sayfa yaklaşık { $size } MB olurdu ({ $players } katılımcı, { $rounds } tur, { $cards } kart), bir sayfanın olabileceği { $limit } MB'tan fazla; --players none ya da --players N,M,... daha az kart verir

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = sayfa kartsız bile yaklaşık { $size } MB olurdu ({ $players } katılımcı, { $rounds } tur, ortalama { $chars } karakterlik adlar), bir sayfanın olabileceği { $limit } MB'tan fazla

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); takımlar { $primary } ile sıralanır

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = { $rounds } turun { $round }. turundan sonra

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = { $rounds } turun { $round }. turundan önce

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = { $rounds } turun { $after }. turundan sonra, { $round }. turun biten oyunlarıyla: geçici

# The published standings page (HTML).
# Variables: $version.
report_generator = tiebreak { $version } ile hazırlandı

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = { $round }. tur

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = { $round }. tur (sürüyor)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: { $first }–{ $last }. sıralar ({ $count } oyuncudan { $shown } gösteriliyor)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Her turdan sonraki sıra: 1–{ $count }. sıralar

# The white pieces (the player who moves first), not the colour in general.
report_white = beyaz

# The black pieces (the player who moves second), not the colour in general.
report_black = siyah

# One letter for White (the player had the white pieces).
report_colour_w = b

# One letter for Black (the player had the black pieces).
report_colour_b = s

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = Rakiplerin puanlarının toplamı.

# What a tie-break means, explained on the published page.
report_about_FB = Son turun her oyunu beraberlik sayılarak hesaplanan Buchholz.

# What a tie-break means, explained on the published page.
report_about_AOB = Rakiplerin Buchholz değerlerinin ortalaması.

# What a tie-break means, explained on the published page.
report_about_SB = Rakiplerin puanları: her galibiyet için tamamı, her beraberlik için yarısı.

# What a tie-break means, explained on the published page.
report_about_KS = Olası puanların en az yarısıyla bitiren rakiplere karşı alınan puanlar.

# What a tie-break means, explained on the published page.
report_about_PS = Her turdan sonraki birikimli puanların toplamı.

# What a tie-break means, explained on the published page.
report_about_DE = Hâlâ eşit olanlar arasındaki oyunların sonuçları.

# What a tie-break means, explained on the published page.
report_about_WIN = Kazanılan tur sayısı; hükmen galibiyetler ve tam puanlık baylar dahil.

# What a tie-break means, explained on the published page.
report_about_WON = Tahtada kazanılan oyun sayısı.

# What a tie-break means, explained on the published page.
report_about_BPG = Siyahla oynanan oyun sayısı.

# What a tie-break means, explained on the published page.
report_about_BWG = Siyahla kazanılan oyun sayısı.

# What a tie-break means, explained on the published page.
report_about_REP = Oyuncunun oynamayı seçtiği tur sayısı.

# What a tie-break means, explained on the published page.
report_about_STD = Turnuva ne verirse versin galibiyete 1, beraberliğe ½, yenilgiye 0 sayılan puan.

# What a tie-break means, explained on the published page.
report_about_TPN = Başlangıç numarası: küçük olan önce gelir.

# What a tie-break means, explained on the published page.
report_about_ARO = Rakiplerin ortalama ratingi.

# What a tie-break means, explained on the published page.
report_about_TPR = Turnuvadaki performans ratingi.

# What a tie-break means, explained on the published page.
report_about_PTP = Alınan puanın beklenen puan olacağı en düşük rating.

# What a tie-break means, explained on the published page.
report_about_APRO = Rakiplerin performans ratinglerinin ortalaması.

# What a tie-break means, explained on the published page.
report_about_APPO = Rakiplerin kusursuz performanslarının ortalaması.

# What a tie-break means, explained on the published page.
report_about_RTNG = Oyuncunun kendi ratingi.

# What a tie-break means, explained on the published page.
report_about_MM = En yüksek ve en düşük rakip puanı atılarak Buchholz; artı puanla yalnızca en düşüğü, eksi puanla yalnızca en yükseği atılır.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = Rakiplerin puanlarının toplamı, US Chess'in saydığı gibi.

# What a tie-break means, explained on the published page.
report_about_CUM = Her turdan sonraki birikimli puanların toplamı, US Chess'in saydığı gibi.

# What a tie-break means, explained on the published page.
report_about_COO = Rakiplerin birikimli puanlarının toplamı.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = Galibiyete 4, beraberliğe 2, yenilgiye 1, oynanmayan tura 0.

# What a tie-break means, explained on the published page.
report_about_SBH = Rakiplerin Buchholz değerlerinin toplamı.

# What a tie-break means, explained on the published page.
report_about_RBH = Kendi puanı çarpı Buchholz (Buchholz'un ilk yöntemi).

# What a tie-break means, explained on the published page.
report_about_RANKRES = Hâlâ eşit olan diğerlerine karşı sonuçlar, sıralamadaki yerlerine göre.

# What a tie-break means, explained on the published page.
report_about_MANUAL = Hakemin kaydedilen kararı.

# What a tie-break means, explained on the published page.
report_about_LOTS = Tohumu kaydedilen bir kura çekimi.

# What a tie-break means, explained on the published page.
report_about_MPVGP = İkincil puan: takımlar maç puanıyla sıralanınca oyun puanı, oyun puanıyla sıralanınca maç puanı.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı o maçtaki kendi puanı.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı o maçtaki kendi puanı.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı o maçtaki kendi puanı.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı o maçtaki kendi puanı.

# What a tie-break means, explained on the published page.
report_about_SSSC = İkincil puan artı birincil puan üzerinden Buchholz'un bir katsayıya bölümü.

# What a tie-break means, explained on the published page.
report_about_BC = Masalar üzerinden masa numarası çarpı o masadaki oyun puanının toplamı: küçük olan önce gelir.

# What a tie-break means, explained on the published page.
report_about_TBR = 1. masadaki oyun puanı, sonra 2. masadaki ve böyle devam eder.

# What a tie-break means, explained on the published page.
report_about_BBE = Son masa olmadan oyun puanı, sonra son iki masa olmadan ve böyle devam eder.

# What a tie-break means, explained on the published page.
report_about_EDE = Hâlâ eşit olan takımlar arasında önce birincil, sonra ikincil puan üzerinden aralarındaki maç.

# What a tie-break means, explained on the published page.
report_about_EDET = Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için maçlarının masaları.

# What a tie-break means, explained on the published page.
report_about_EDEB = Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için maçlarının masaları.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için maçlarının masaları.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için maçlarının masaları.

# What a tie-break means, explained on the published page.
report_about_LPR = lichess'in her eşleşme üzerinden performans ratingi.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Cut-{ $count }: toplanan değerlerin en düşüğü atılır.
       *[other] Cut-{ $count }: toplanan değerlerin en düşük { $count } tanesi atılır.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Cut-{ $count }: ratingi en düşük rakip ortalamaya katılmaz.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Median-{ $count }: toplanan değerlerin en yükseği ve en düşüğü atılır.
       *[other] Median-{ $count }: toplanan değerlerin en yüksek { $count } ve en düşük { $count } tanesi atılır.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Sınır { $limit }: eşik, beraberlik puanı adımlarıyla { $limit } kaydırılır.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: Buchholz, turnuvanın büyüklüğünden gelen katsayı yerine { $factor } ile bölünür.

# The published standings page (HTML).
report_modifier_on_mp = Maç puanı üzerinden hesaplanır.

# The published standings page (HTML).
report_modifier_on_gp = Oyun puanı üzerinden hesaplanır.

# A label on the published standings page.
report_label_no-ties-chosen = Bu sayfada gösterilenlerin hiçbiri bir komşusuyla eşit puanda değil.

# A label on the published standings page.
report_label_chart-key = Sağ uçlarında numaralanmış çizgiler

# A label on the published standings page.
report_label_index = Sıralama ve açıklamalar

# A label on the published standings page.
report_label_card-of = Kart

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = oyuncunun oynanmayan turu, kendi puanıyla bir kukla rakibe karşı oyun sayılır; bu puan eşleşilen rakibin puanıyla ya da her turda beraberlikle sınırlıdır; rakipler sondaki yarım puanlık bayı, bir devamsızlığı ya da ayrıldıktan sonraki turları beraberlik sayar; kesinti önce isteyerek oynanmayan turları atar.

# The published standings page (HTML).
report_unplayed_fide-2024 = oyuncunun oynanmayan turu, kendi puanıyla bir kukla rakibe karşı oyun sayılır; rakipler sondaki yarım puanlık bayı, bir devamsızlığı ya da ayrıldıktan sonraki turları beraberlik sayar; kesinti önce isteyerek oynanmayan turları atar.

# The published standings page (HTML).
report_unplayed_fide-2009 = oyuncunun oynanmayan turu, o tura oyuncunun puanıyla başlayan, ters sonucu alan ve sonraki her turda berabere kalan bir sanal rakibe karşı oyun sayılır; rakipler oynanmayan her turu beraberlik sayar.

# The published standings page (HTML).
report_unplayed_uscf = oyuncunun oynanmayan turu 0 ekler; rakipler oynanmayan her turu beraberlik sayar.

# The published standings page (HTML).
report_unplayed_cas = gerçek rakibi olmayan bir tur, alınabilecek en yüksek puanın yarısını ekler; rakipler böyle bir turu beraberlik sayar.

# The published standings page (HTML).
report_unplayed_naive = rakipsiz bir tur hiçbir şey eklemez; hükmen sonuç, eşleşilen rakibin kayıtlı puanını sayar.

# The published standings page (HTML).
report_unplayed_played-only = yalnızca tahtada oynanan oyunlar sayılır.

# The published standings page (HTML).
report_unplayed_lichess = lichess'in saydığı gibi: bay sanal bir rakibe, hükmen sonuç eşleşilen rakibe karşı.

# The published standings page (HTML).
report_unplayed_own = turun verdiği puan, kaydedildiği gibi: kurallar onu değiştirmez.

# The published standings page (HTML).
report_unplayed_group = yalnızca hâlâ eşit olanlar arasındaki oyunlar sayılır.

# A label on the published standings page.
report_label_standings = Puan durumu

# A label on the published standings page.
report_label_legend = Eşitlik bozma ölçütleri açıklaması

# A label on the published standings page.
report_label_ties = Eşitliklerin açıklaması

# A label on the published standings page.
report_label_no-ties = Puanı eşit olan iki komşu yok.

# A label on the published standings page.
report_label_crosstable = Çapraz tablo

# A label on the published standings page.
report_label_crosstable-key = 12b1: bu tabloda 12. sıradaki katılımcıya karşı, beyazla, kazandı (½ berabere, 0 kaybetti); + ve − hükmen galibiyet ya da yenilgi; –1, –½, –0 rakipsiz bir tur ve verdiği puan.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: bu tabloda 3. sıradaki takıma karşı, 2½ oyun puanıyla; –2 rakipsiz bir tur ve oyun puanı.

# A label on the published standings page.
report_label_pairings = Eşlendirmeler ve sonuçlar

# A label on the published standings page.
report_label_charts = Grafikler

# A label on the published standings page.
report_label_cards = Oyuncu kartları

# A label on the published standings page.
report_label_team-cards = Takım kartları

# A label on the published standings page.
report_label_contents = İçindekiler

# A label on the published standings page.
report_label_rank = Sıra

# A column header: the starting number (pairing number), not the word no.
report_label_no = No

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Unvan

# A label on the published standings page.
report_label_name = Ad

# A label on the published standings page.
report_label_team = Takım

# A label on the published standings page.
# same-as-english
report_label_rating = Rating

# A label on the published standings page.
report_label_federation = Federasyon

# A label on the published standings page.
report_label_club = Kulüp

# A label on the published standings page.
report_label_note = Not

# A column header: the "round" of the tournament.
report_label_round = Tur

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Masa

# A column header: the player with the white pieces.
report_label_white = Beyaz

# A column header: the player with the black pieces.
report_label_black = Siyah

# A label on the published standings page.
report_label_home = Takım

# A label on the published standings page.
report_label_away = Rakip

# A label on the published standings page.
report_label_result = Sonuç

# A label on the published standings page.
report_label_opponent = Rakip

# A label on the published standings page.
report_label_colour = Renk

# A column header: the player's running score after each round.
report_label_running = Puan

# A label on the published standings page.
report_label_rank-after = Turdan sonraki sıra

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Tur

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Katkı

# A label on the published standings page.
report_label_value = Sayılan

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = atıldı

# A label on the published standings page.
report_label_detail = Ayrıntı

# A label on the published standings page.
report_label_rule = Kural

# A label on the published standings page.
report_label_warnings = Uyarılar

# A label on the published standings page.
report_label_rules = Kurallar

# A label on the published standings page.
report_label_order = Eşitlik bozma sırası

# A label on the published standings page.
report_label_unplayed = Oynanmayan turlar

# A label on the published standings page.
report_label_article = Madde

# A label on the published standings page.
report_label_as-table = Aynı sayılar tablo olarak

# A label on the published standings page.
report_label_bars-key = Her tur için bir dilim, eklediği kadar geniş; taralı: atıldı; yalnız çerçeve: oynanmayan bir tur (kukla ya da sanal rakip).

# A label on the published standings page.
report_label_ranks-key = Önceki turlardan sonraki sıraları aynı puandaki herkes paylaşır; son turdan sonra puan durumundaki sıra.

# A label on the published standings page.
report_label_to-standings = Puan durumuna dön
