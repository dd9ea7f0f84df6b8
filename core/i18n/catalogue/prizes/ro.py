"""The messages of prizes in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- sume, premii, locuri -------------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, locul {place}",
    "prizes.places": "{category}, locurile {first}–{last}",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} și {last}",
    # ---- cum se aplică lista de premii ---------------------------------------------------
    "prizes.mode.pool": "Banii locurilor împărțite la egalitate de puncte: se cumulează și se "
    "împart în mod egal.",
    "prizes.mode.hort": "Banii locurilor împărțite la egalitate de puncte: sistemul Hort, "
    "{percent} % se cumulează și se împart în mod egal, restul după "
    "ordinea de departajare.",
    "prizes.mode.tiebreak": "Banii locurilor împărțite la egalitate de puncte: nu se "
    "cumulează, decide ordinea de departajare.",
    "prizes.mode.several": "Un jucător poate câștiga mai multe premii.",
    "prizes.mode.one-main-first": "Un singur premiu de jucător, cel mai mare; la valoare "
    "egală, premiul clasamentului general.",
    "prizes.mode.one-category-first": "Un singur premiu de jucător, cel mai mare; la valoare "
    "egală, premiul categoriei.",
    "prizes.mode.remainder": "Sumele care nu se împart în mod egal: unitățile rămase (câte "
    "{unit}) revin primilor în ordinea de departajare.",
    # ---- premii --------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize} pentru {player}.",
    "prizes.award.pooled": "{total} pentru {what} se cumulează și se împart între {players} "
    "(la egalitate, {points}): câte {share} fiecăruia.",
    "prizes.award.pooled-remainder": "{total} pentru {what} se cumulează și se împart între "
    "{players} (la egalitate, {points}): {shares}; restul "
    "nedivizibil de {rest} revine primilor în ordinea de "
    "departajare, câte o unitate.",
    "prizes.award.hort": "Sistemul Hort pentru {what} ({players}, la egalitate, {points}): "
    "{pooled} din {total} se cumulează și se împart: {pool_shares}; "
    "restul după ordinea de departajare: {own}; în total: {shares}.",
    "prizes.award.by-order": "{what}: {players} sunt la egalitate, {points}; banii nu se "
    "cumulează, decide ordinea de departajare: {shares}.",
    "prizes.items.order": "{items} ({what}) pentru {player}, după ordinea de departajare. {why}",
    "prizes.choice.higher": "{player} putea primi și {other} ({other_prize}) și păstrează "
    "premiul mai mare ({kept}): un singur premiu de jucător.",
    "prizes.choice.equal-main": "{player} putea primi și {other} ({other_prize}), de aceeași "
    "valoare ({kept}): un singur premiu de jucător, întâi premiul "
    "clasamentului general.",
    "prizes.choice.equal-category": "{player} putea primi și {other} ({other_prize}), de "
    "aceeași valoare ({kept}): un singur premiu de jucător, "
    "întâi premiul categoriei.",
    "prizes.skipped": {
        "one": "{category}: {players} a câștigat alt premiu și este omis aici (un singur "
        "premiu de jucător).",
        "few": "{category}: {players} au câștigat alte premii și sunt omiși aici (un singur "
        "premiu de jucător).",
        "other": "{category}: {players} au câștigat alte premii și sunt omiși aici (un "
        "singur premiu de jucător).",
    },
    "prizes.unawarded": "{what}: {prize} nu se acordă (nu a rămas niciun jucător eligibil).",
    # ---- avertismente --------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} jucător nu are în fișier {attribute} și nu poate fi "
        "verificat: {players}.",
        "few": "{category}: {count} jucători nu au în fișier {attribute} și nu pot fi "
        "verificați: {players}.",
        "other": "{category}: {count} de jucători nu au în fișier {attribute} și nu pot fi "
        "verificați: {players}.",
    },
    "prizes.attr.birth": "data sau anul nașterii",
    "prizes.attr.birth-date": "data completă a nașterii (anul singur nu decide vârsta)",
    "prizes.attr.sex": "sexul",
    "prizes.attr.federation": "federația",
    "prizes.warning.unbroken": "{players} împart locul {rank} după toate criteriile de "
    "departajare, dar {what} cere o ordine între ei: aici sunt luați "
    "după numărul de start; decideți conform regulamentului "
    "(baraj, tragere la sorți).",
    # ---- ieșire --------------------------------------------------------------------------
    "prizes.title": "Premii: {name}",
    "prizes.totals": "Premii pe jucători",
    "prizes.total": "Total plătit: {money}",
    "prizes.column.place": "Locul",
    "prizes.column.prize": "Premiu",
    "prizes.help.command": "acordă lista de premii după clasament: locurile împărțite se "
    "cumulează, premii pe categorii, fiecare premiu explicat",
    "prizes.help.prizes": "lista de premii (JSON, tiebreak-prizes/1; vezi docs/prizes.md)",
    # ---- erori în lista de premii --------------------------------------------------------
    "prizes.error.unreadable": "lista de premii nu poate fi citită: {detail}",
    "prizes.error.json": "JSON invalid: {detail}",
    "prizes.error.expected": "se aștepta {expected}, s-a găsit {found}",
    "prizes.error.unknown-key": "cheie necunoscută {key} (cunoscute: {known}; cheile proprii "
    "încep cu x-)",
    "prizes.error.choice": "s-a găsit {found}, se aștepta una dintre: {choices}",
    "prizes.error.too-precise": "{found} are mai multe zecimale decât permite lista "
    '({decimals}, stabilit prin "decimals")',
    "prizes.error.empty-range": "dați {low} sau {high}, sau ambele",
    "prizes.error.inverted-range": "limita inferioară {low} este peste limita superioară {high}",
    "prizes.error.format": "formatul este {found}; se aștepta {expected}",
    "prizes.error.duplicate-id": "id-ul {id} este deja folosit de altă categorie",
    "prizes.error.empty-place": "un loc are nevoie de bani sau de un premiu în obiecte",
    "prizes.error.increasing": "locul {place} plătește mai mult decât locul {previous}: "
    "enumerați locurile de la cel mai bun",
    "prizes.error.no-age-date": 'vârsta are nevoie de data la care se calculează: dați "on" '
    "aici sau un start_date în turneu",
    "prizes.error.unknown-player": "turneul nu are jucătorul {id}",
    "prizes.error.unknown-team": "turneul nu are echipa {id}",
    "prizes.error.team-criterion": "{key} descrie un jucător: într-un turneu pe echipe o "
    "categorie dă locuri tuturor echipelor sau echipelor pe care le enumeră (players: "
    "numerele echipelor)",
    "prizes.expect.whole": "un număr întreg",
    "prizes.expect.bool": "true sau false",
    "prizes.expect.text": "un text",
    "prizes.expect.amount": 'o sumă precum 150 sau "33.50"',
    "prizes.expect.fraction": 'o fracție între 0 și 1, precum "1/2" sau 0.5',
    "prizes.expect.object": "un obiect",
    "prizes.expect.date": "o dată precum 2026-01-01",
    "prizes.expect.categories": "o listă nevidă de categorii",
    "prizes.expect.places": "o listă nevidă de locuri",
    "prizes.expect.texts": "o listă de texte",
    "prizes.expect.ids": "o listă nevidă de numere de start",
}
