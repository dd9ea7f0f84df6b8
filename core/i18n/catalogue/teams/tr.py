"""The messages of team events in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "takım turnuvası değil: takımlar ve masa sayısıyla team-swiss veya team-round-robin gerekir"
    ),
    "teams.error.member": (
        "takım {team}: {player} numaralı oyuncu başka bir takımda da var ya da turnuvada değil"
    ),
    "teams.error.lineup": "{team} takımı {found} oyuncuyla dizildi, {boards} ya da hiç beklenir",
    "teams.error.board-kind": (
        "{team} takımının oyun ya da hükmen sonuç olmayan bir masası var "
        "({outcome}); takımın bay'ı tüm masalarda olmalı"
    ),
    "teams.error.opponent": (
        "{team} takımı başka bir takımda olmayan {opponent} numaralı oyuncuyla eşleşmiş"
    ),
    "teams.error.board": (
        "{team} takımının {board}. masası, rakip takımın {board}. masası "
        "olmayan {opponent} numaralı oyuncuyla eşleşmiş"
    ),
    "teams.error.mirror": "sonuç, {opponent} numaralı oyuncunun o turdaki sonucuyla uyuşmuyor",
    "teams.kind.played": "oynanan maç",
    "teams.kind.forfeit-win": "hükmen kazanılan maç",
    "teams.kind.forfeit-loss": "hükmen kaybedilen maç",
    "teams.kind.pab": "eşlendirmeyle verilen takım bay'ı",
    "teams.kind.absent": "takım eşlendirilmedi",
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "İkincil puan",
    "teams.tb.EMMSB": "Genişletilmiş Sonneborn-Berger (MP × MP)",
    "teams.tb.EMGSB": "Genişletilmiş Sonneborn-Berger (MP × GP)",
    "teams.tb.EGMSB": "Genişletilmiş Sonneborn-Berger (GP × MP)",
    "teams.tb.EGGSB": "Genişletilmiş Sonneborn-Berger (GP × GP)",
    "teams.tb.SSSC": "Ölçeklenmiş Buchholz ile ikincil puan",
    "teams.tb.BC": "Masa toplamı",
    "teams.tb.TBR": "Birinci masadan sonuçlar",
    "teams.tb.BBE": "Alt masaların çıkarılması",
    "teams.tb.EDE": "Genişletilmiş aralarındaki maç",
    "teams.tb.EDET": "Genişletilmiş aralarındaki maç, sonra birinci masadan sonuçlar",
    "teams.tb.EDEB": "Genişletilmiş aralarındaki maç, sonra alt masaların çıkarılması",
    "teams.tb.EDEBT": "Genişletilmiş aralarındaki maç, masa toplamı, "
    "sonra birinci masadan sonuçlar",
    "teams.tb.EDEBB": "Genişletilmiş aralarındaki maç, masa toplamı, "
    "sonra alt masaların çıkarılması",
    "teams.tb.on.mp": "{name} (maç puanı)",
    "teams.tb.on.gp": "{name} (oyun puanı)",
    "teams.tb.factor": "{name} (katsayı {factor})",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, {count} sayılır",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} {raw} {score} aldı, {seen} sayılır: {rounds}. tur berabere "
            "maç sayılır (16.3.2)"
        ),
        "other": (
            "{opponent} {raw} {score} aldı, {seen} sayılır: {rounds}. turlar "
            "berabere maç sayılır (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: kendi {own} {score}",
    "teams.entry.own-against": "{opponent} karşısında {outcome}: kendi {own} {score}",
    "teams.entry.cap-opponent": (
        "{opponent} karşısında {outcome}: kendi {own} {score}, rakibin {value} "
        "değeriyle sınırlı (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: kendi {own} {score}, {draw} × {rounds} = {value} ile sınırlı (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{opponent} karşısında {outcome} (lig usulü): rakibin {value} {score} puanı"
    ),
    "teams.entry.rr-free": "lig usulünde boş tur: bir şey eklemez",
    "teams.mod.fore-assumed": "son tur maçı berabere sayıldı (8.3)",
    "teams.mod.esb-factor": "× kendi {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "oynanan maç yok: değer yok",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, "
        "{value} değerine yuvarlandı"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "{round}. turdan sonra: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, kazanılan maç",
    "teams.entry.no-win": "{outcome}: {points} {score}, galibiyet değil",
    "teams.entry.board-count": "masa {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "masa {board}: {points} {score}",
    "teams.entry.boards-down-to": "1–{last}. masalar: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (düşük olan daha iyi)",
    "teams.summary.board-key": "{code} = {key}: sayı sayı karşılaştırılır, ilk fark belirler",
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": "Hiçbir iki takım eşit {score} ile bitirmedi: eşitlik bozmaya gerek olmadı.",
    "teams.mod.fore-moved": "{opponent} takımının son tur maçı berabere sayıldı (8.3)",
    "teams.mod.fore-moved.plain": (
        "Bu ölçütte {opponent} takımının son tur maçı berabere sayılır, bu yüzden puanı değişir."
    ),
    "teams.mod.fore-assumed.plain": "Bu ölçütte takımınızın son tur maçı berabere sayılır.",
    "teams.mod.cut.vur": "önce atıldı: isteğe bağlı oynanmayan tur (VUR, 16.5)",
    "teams.mod.cut.vur.plain": (
        "Takımınız bu maçı oynamadığı için (gelmeme veya hükmen yenilgi) önce bu değer hesaba"
        " katılmaz."
    ),
    "teams.entry.match.plain": "{opponent} {raw} {score} aldı.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} {raw} {score} aldı ama {seen} sayılır: kaçırdığı ve sonrasında hiç maç "
        "oynamadığı bir tur berabere maç sayılır."
    ),
    "teams.entry.own.plain": (
        "Bu tur ({outcome}), sizin puanınıza ({own} {score}) sahip bir takıma karşı maç sayılır."
    ),
    "teams.entry.own-against.plain": (
        "Bu tur ({opponent} karşısında {outcome}), sizin puanınıza ({own} {score}) sahip bir "
        "takıma karşı maç sayılır."
    ),
    "teams.entry.cap-opponent.plain": (
        "Bu tur ({opponent} karşısında {outcome}), sizin puanınıza ({own} {score}) sahip bir "
        "takıma karşı maç sayılır, ama {opponent} takımının puanından ({value} {score}) "
        "fazla olamaz."
    ),
    "teams.entry.cap-rounds.plain": (
        "Bu tur ({outcome}), sizin puanınıza ({own} {score}) sahip bir takıma karşı maç "
        "sayılır, ama her turda berabere bir maçtan fazla olamaz: {draw} × {rounds} = "
        "{value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "Lig sisteminde bu tur ({outcome}) yine de {opponent} karşısında oynanmış bir maç sayılır."
    ),
    "teams.summary.de.not-reached": (
        "{code} uygulanmadı: sıra ona geldiğinde başka hiçbir takım bu takımla hâlâ eşit değildi"
    ),
    "teams.entry.points-against": "{opponent} karşısında {outcome}: {points} {score}",
    "teams.entry.win-against": "{opponent} karşısında {outcome}: {points} {score}, kazanılan maç",
    "teams.entry.no-win-against": (
        "{opponent} karşısında {outcome}: {points} {score}, galibiyet değil"
    ),
}
