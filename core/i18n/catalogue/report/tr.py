"""The messages of the published standings page in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "report.help.command": "kendini açıklayan puan durumu sayfası, tek bir HTML dosyası olarak",
    "report.help.players": "sayfanın kimlerin kartlarını içerdiği: all (varsayılan), tied "
    "(bir komşusuyla eşit puanda olanlar: açıklanan eşitlikler), none (yalnız sıralama) ya "
    "da 3,7,12 gibi başlangıç numaraları",
    "report.help.site": "sayfayı DIR içinde küçük bir site olarak: bir dizin, çapraz tablo, "
    "eşlendirmeler ve grafikler ile her oyuncuya bir sayfa",
    "report.error.site-and-output": "--site bir sayfa klasörü yazar: -o kullanmayın",
    "report.error.site": "site {path} içine yazılamıyor: {reason}",
    "report.error.needs-jinja2": "sayfa için Jinja2 gerekir: pip install 'tiebreak[report]'",
    "report.error.players": "--players all, tied, none ya da 3,7,12 gibi başlangıç numaraları "
    "alır, {given} değil",
    "report.error.unknown-players": "--players: {numbers} numaralı katılımcı yok",
    "report.note.large": "not: sayfa {size} MB; "
    "--players none ya da --players N,M,... onu küçültür",
    "report.error.no-folder": "{path} yazılamıyor: {folder} klasörü yok",
    "report.error.is-folder": "{path} yazılamıyor: bu bir klasör; {example} gibi bir dosya adı "
    "verin",
    "report.error.disk-full": "{path} yazılamıyor: disk dolu (sayfa {size} MB)",
    "report.error.no-permission": "{path} yazılamıyor: oraya yazma izni yok",
    "report.error.write": "{path} yazılamıyor: {reason}",
    "report.error.too-large": "sayfa yaklaşık {size} MB olurdu ({players} katılımcı, {rounds} "
    "tur, {cards} kart), bir sayfanın olabileceği {limit} MB'tan fazla; --players none ya da "
    "--players N,M,... daha az kart verir",
    "report.error.too-large-bare": "sayfa kartsız bile yaklaşık {size} MB olurdu ({players} "
    "katılımcı, {rounds} tur, ortalama {chars} karakterlik adlar), bir sayfanın olabileceği "
    "{limit} MB'tan fazla",
    "report.rules": "{rules} ({how})",
    "report.rules-team": "{rules} ({how}); takımlar {primary} ile sıralanır",
    "report.rounds": "{rounds} turun {round}. turundan sonra",
    "report.rounds-before": "{rounds} turun {round}. turundan önce",
    "report.rounds-live": "{rounds} turun {after}. turundan sonra, {round}. turun biten "
    "oyunlarıyla: geçici",
    "report.generator": "tiebreak {version} ile hazırlandı",
    "report.round": "{round}. tur",
    "report.round-pending": "{round}. tur (sürüyor)",
    "report.group": "{score}: {first}–{last}. sıralar ({count} oyuncudan {shown} gösteriliyor)",
    "report.chart.top": "Her turdan sonraki sıra: 1–{count}. sıralar",
    "report.white": "beyaz",
    "report.black": "siyah",
    "report.colour.w": "b",
    "report.colour.b": "s",
    # ---- the legend: one sentence per tie-break (either scope) --------------------------
    "report.about.BH": "Rakiplerin puanlarının toplamı.",
    "report.about.FB": "Son turun her oyunu beraberlik sayılarak hesaplanan Buchholz.",
    "report.about.AOB": "Rakiplerin Buchholz değerlerinin ortalaması.",
    "report.about.SB": "Rakiplerin puanları: her galibiyet için tamamı, her beraberlik için "
    "yarısı.",
    "report.about.KS": "Olası puanların en az yarısıyla bitiren rakiplere karşı alınan puanlar.",
    "report.about.PS": "Her turdan sonraki birikimli puanların toplamı.",
    "report.about.DE": "Hâlâ eşit olanlar arasındaki oyunların sonuçları.",
    "report.about.WIN": "Kazanılan tur sayısı; hükmen galibiyetler ve tam puanlık baylar dahil.",
    "report.about.WON": "Tahtada kazanılan oyun sayısı.",
    "report.about.BPG": "Siyahla oynanan oyun sayısı.",
    "report.about.BWG": "Siyahla kazanılan oyun sayısı.",
    "report.about.REP": "Oyuncunun oynamayı seçtiği tur sayısı.",
    "report.about.STD": "Turnuva ne verirse versin galibiyete 1, beraberliğe ½, yenilgiye 0 "
    "sayılan puan.",
    "report.about.TPN": "Başlangıç numarası: küçük olan önce gelir.",
    "report.about.ARO": "Rakiplerin ortalama ratingi.",
    "report.about.TPR": "Turnuvadaki performans ratingi.",
    "report.about.PTP": "Alınan puanın beklenen puan olacağı en düşük rating.",
    "report.about.APRO": "Rakiplerin performans ratinglerinin ortalaması.",
    "report.about.APPO": "Rakiplerin kusursuz performanslarının ortalaması.",
    "report.about.RTNG": "Oyuncunun kendi ratingi.",
    "report.about.MM": "En yüksek ve en düşük rakip puanı atılarak Buchholz; artı puanla "
    "yalnızca en düşüğü, eksi puanla yalnızca en yükseği atılır.",
    "report.about.SOLKOFF": "Rakiplerin puanlarının toplamı, US Chess'in saydığı gibi.",
    "report.about.CUM": "Her turdan sonraki birikimli puanların toplamı, US Chess'in saydığı gibi.",
    "report.about.COO": "Rakiplerin birikimli puanlarının toplamı.",
    "report.about.KASHDAN": "Galibiyete 4, beraberliğe 2, yenilgiye 1, oynanmayan tura 0.",
    "report.about.SBH": "Rakiplerin Buchholz değerlerinin toplamı.",
    "report.about.RBH": "Kendi puanı çarpı Buchholz (Buchholz'un ilk yöntemi).",
    "report.about.RANKRES": "Hâlâ eşit olan diğerlerine karşı sonuçlar, sıralamadaki "
    "yerlerine göre.",
    "report.about.MANUAL": "Hakemin kaydedilen kararı.",
    "report.about.LOTS": "Tohumu kaydedilen bir kura çekimi.",
    "report.about.MPVGP": "İkincil puan: takımlar maç puanıyla sıralanınca oyun puanı, "
    "oyun puanıyla sıralanınca maç puanı.",
    "report.about.EMMSB": "Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı "
    "o maçtaki kendi puanı.",
    "report.about.EMGSB": "Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı "
    "o maçtaki kendi puanı.",
    "report.about.EGMSB": "Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı "
    "o maçtaki kendi puanı.",
    "report.about.EGGSB": "Genişletilmiş Sonneborn-Berger: her rakip takımın puanı çarpı "
    "o maçtaki kendi puanı.",
    "report.about.SSSC": "İkincil puan artı birincil puan üzerinden Buchholz'un bir "
    "katsayıya bölümü.",
    "report.about.BC": "Masalar üzerinden masa numarası çarpı o masadaki oyun puanının "
    "toplamı: küçük olan önce gelir.",
    "report.about.TBR": "1. masadaki oyun puanı, sonra 2. masadaki ve böyle devam eder.",
    "report.about.BBE": "Son masa olmadan oyun puanı, sonra son iki masa olmadan ve "
    "böyle devam eder.",
    "report.about.EDE": "Hâlâ eşit olan takımlar arasında önce birincil, sonra ikincil "
    "puan üzerinden aralarındaki maç.",
    "report.about.EDET": "Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için "
    "maçlarının masaları.",
    "report.about.EDEB": "Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için "
    "maçlarının masaları.",
    "report.about.EDEBT": "Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için "
    "maçlarının masaları.",
    "report.about.EDEBB": "Genişletilmiş aralarındaki maç, sonra hâlâ eşit iki takım için "
    "maçlarının masaları.",
    "report.about.LPR": "lichess'in her eşleşme üzerinden performans ratingi.",
    # ---- the legend: what a modifier of the code removes or changes (C.07 14) ----------
    "report.modifier.cut": {
        "one": "Cut-{count}: toplanan değerlerin en düşüğü atılır.",
        "other": "Cut-{count}: toplanan değerlerin en düşük {count} tanesi atılır.",
    },
    "report.modifier.cut-average": "Cut-{count}: ratingi en düşük rakip ortalamaya katılmaz.",
    "report.modifier.median": {
        "one": "Median-{count}: toplanan değerlerin en yükseği ve en düşüğü atılır.",
        "other": "Median-{count}: toplanan değerlerin en yüksek {count} ve en düşük {count} "
        "tanesi atılır.",
    },
    "report.modifier.limit": "Sınır {limit}: eşik, beraberlik puanı adımlarıyla {limit} "
    "kaydırılır.",
    "report.modifier.factor": "K{factor}: Buchholz, turnuvanın büyüklüğünden gelen katsayı "
    "yerine {factor} ile bölünür.",
    "report.modifier.on.mp": "Maç puanı üzerinden hesaplanır.",
    "report.modifier.on.gp": "Oyun puanı üzerinden hesaplanır.",
    "report.label.no-ties-chosen": "Bu sayfada gösterilenlerin hiçbiri bir komşusuyla eşit "
    "puanda değil.",
    "report.label.chart-key": "Sağ uçlarında numaralanmış çizgiler",
    "report.label.index": "Sıralama ve açıklamalar",
    "report.label.card-of": "Kart",
    # ---- the legend: how unplayed rounds count under each rule set (rules.md 4) --------
    "report.unplayed.fide-2026": "oyuncunun oynanmayan turu, kendi puanıyla bir kukla rakibe "
    "karşı oyun sayılır; bu puan eşleşilen rakibin puanıyla ya da her turda beraberlikle "
    "sınırlıdır; rakipler sondaki yarım puanlık bayı, bir devamsızlığı ya da ayrıldıktan "
    "sonraki turları beraberlik sayar; kesinti önce isteyerek oynanmayan turları atar.",
    "report.unplayed.fide-2024": "oyuncunun oynanmayan turu, kendi puanıyla bir kukla rakibe "
    "karşı oyun sayılır; rakipler sondaki yarım puanlık bayı, bir devamsızlığı ya da "
    "ayrıldıktan sonraki turları beraberlik sayar; kesinti önce isteyerek oynanmayan "
    "turları atar.",
    "report.unplayed.fide-2009": "oyuncunun oynanmayan turu, o tura oyuncunun puanıyla "
    "başlayan, ters sonucu alan ve sonraki her turda berabere kalan bir sanal rakibe karşı "
    "oyun sayılır; rakipler oynanmayan her turu beraberlik sayar.",
    "report.unplayed.uscf": "oyuncunun oynanmayan turu 0 ekler; rakipler oynanmayan her turu "
    "beraberlik sayar.",
    "report.unplayed.cas": "gerçek rakibi olmayan bir tur, alınabilecek en yüksek puanın "
    "yarısını ekler; rakipler böyle bir turu beraberlik sayar.",
    "report.unplayed.naive": "rakipsiz bir tur hiçbir şey eklemez; hükmen sonuç, eşleşilen "
    "rakibin kayıtlı puanını sayar.",
    "report.unplayed.played-only": "yalnızca tahtada oynanan oyunlar sayılır.",
    "report.unplayed.lichess": "lichess'in saydığı gibi: bay sanal bir rakibe, hükmen sonuç "
    "eşleşilen rakibe karşı.",
    "report.unplayed.own": "turun verdiği puan, kaydedildiği gibi: kurallar onu değiştirmez.",
    "report.unplayed.group": "yalnızca hâlâ eşit olanlar arasındaki oyunlar sayılır.",
    "report.label.standings": "Puan durumu",
    "report.label.legend": "Eşitlik bozma ölçütleri açıklaması",
    "report.label.ties": "Eşitliklerin açıklaması",
    "report.label.no-ties": "Puanı eşit olan iki komşu yok.",
    "report.label.crosstable": "Çapraz tablo",
    "report.label.crosstable-key": "12b1: bu tabloda 12. sıradaki katılımcıya karşı, "
    "beyazla, kazandı (½ berabere, 0 kaybetti); + ve − hükmen galibiyet ya da yenilgi; –1, "
    "–½, –0 rakipsiz bir tur ve verdiği puan.",
    "report.label.team-crosstable-key": "3: 2½: bu tabloda 3. sıradaki takıma karşı, 2½ oyun "
    "puanıyla; –2 rakipsiz bir tur ve oyun puanı.",
    "report.label.pairings": "Eşlendirmeler ve sonuçlar",
    "report.label.charts": "Grafikler",
    "report.label.cards": "Oyuncu kartları",
    "report.label.team-cards": "Takım kartları",
    "report.label.contents": "İçindekiler",
    "report.label.rank": "Sıra",
    "report.label.no": "No",
    "report.label.title": "Unvan",
    "report.label.name": "Ad",
    "report.label.team": "Takım",
    "report.label.rating": "Rating",
    "report.label.federation": "Federasyon",
    "report.label.club": "Kulüp",
    "report.label.note": "Not",
    "report.label.round": "Tur",
    "report.label.board": "Masa",
    "report.label.white": "Beyaz",
    "report.label.black": "Siyah",
    "report.label.home": "Takım",
    "report.label.away": "Rakip",
    "report.label.result": "Sonuç",
    "report.label.opponent": "Rakip",
    "report.label.colour": "Renk",
    "report.label.running": "Puan",
    "report.label.rank-after": "Turdan sonraki sıra",
    "report.label.kind": "Tur",
    "report.label.raw": "Katkı",
    "report.label.value": "Sayılan",
    "report.label.cut": "atıldı",
    "report.label.detail": "Ayrıntı",
    "report.label.rule": "Kural",
    "report.label.warnings": "Uyarılar",
    "report.label.rules": "Kurallar",
    "report.label.order": "Eşitlik bozma sırası",
    "report.label.unplayed": "Oynanmayan turlar",
    "report.label.article": "Madde",
    "report.label.as-table": "Aynı sayılar tablo olarak",
    "report.label.bars-key": "Her tur için bir dilim, eklediği kadar geniş; taralı: atıldı; "
    "yalnız çerçeve: oynanmayan bir tur (kukla ya da sanal rakip).",
    "report.label.ranks-key": "Önceki turlardan sonraki sıraları aynı puandaki herkes paylaşır; "
    "son turdan sonra puan durumundaki sıra.",
    "report.label.to-standings": "Puan durumuna dön",
}
