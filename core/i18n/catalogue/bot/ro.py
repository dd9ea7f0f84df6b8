"""The bot's messages in Romanian (română): formal "dumneavoastră", terms of glossary.md
(clasament, rundă, criteriu de departajare, adversar, forfait), decimal comma; "de" before
the plural `other` ("20 de jucători")."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "Codificarea fișierului dacă nu este UTF-8: cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (continuare)",
    "bot.kind.file": "fișier",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "foaie Google",
    "bot.button.previous": "◀ Înapoi",
    "bot.button.next": "Înainte ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "Nr.",
    "bot.standings.column.name": "Nume",
    "bot.standings.column.pts": "Pct.",
    "bot.standings.title": "{name}: clasamentul după runda {round}",
    "bot.standings.rules": "Regulament `{rules}` · ordinea de departajare: {order}",
    "bot.standings.warnings": {
        "one": "⚠️ {count} avertisment: vedeți `/rules`",
        "few": "⚠️ {count} avertismente: vedeți `/rules`",
        "other": "⚠️ {count} de avertismente: vedeți `/rules`",
    },
    "bot.standings.footer": {
        "one": "Pagina {page}/{pages} · {count} jucător · turneul `{slug}`",
        "few": "Pagina {page}/{pages} · {count} jucători · turneul `{slug}`",
        "other": "Pagina {page}/{pages} · {count} de jucători · turneul `{slug}`",
    },
    "bot.standings.moved-title": "Clasament",
    "bot.standings.moved": {
        "one": "Clasamentul s-a schimbat: acum are {count} pagină, iar aceasta este ultima.",
        "few": "Clasamentul s-a schimbat: acum are {count} pagini, iar aceasta este ultima.",
        "other": "Clasamentul s-a schimbat: acum are {count} de pagini, iar aceasta este ultima.",
    },
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**Runda {round}**",
    "bot.explain.versus": "contra {name} ({id})",
    "bot.explain.head": "**{code} = {value}** conform `{rules}`",
    "bot.explain.title": "{code} pentru {player} ({id})",
    "bot.explain.footer": "{tournament} · după runda {round}",
    "bot.entrant.line": "**{name}** ({id}): locul {rank}, {score}",
    "bot.why.place-title": "De ce {name} este pe locul {rank}",
    "bot.why.title": "De ce {above} este mai sus decât {below}",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": {
        "one": "Locul **{rank}** din {players} · **{count}** punct după runda {round}",
        "few": "Locul **{rank}** din {players} · **{count}** puncte după runda {round}",
        "other": "Locul **{rank}** din {players} · **{count}** de puncte după runda {round}",
    },
    "bot.player.rating": "rating {rating}",
    "bot.player.unrated": "fără rating",
    "bot.player.white": "(cu albele)",
    "bot.player.black": "(cu negrele)",
    "bot.player.won": "victorie",
    "bot.player.drew": "remiză",
    "bot.player.lost": "înfrângere",
    "bot.player.won-forfeit": "câștig prin forfait",
    "bot.player.lost-forfeit": "partidă pierdută prin forfait",
    "bot.player.game": "**Runda {round}** {result} contra {opponent}{colour} · {score}",
    "bot.player.unpaired": "**Runda {round}** {result} · {score}",
    "bot.player.tiebreaks": "**Criterii de departajare** (`/tiebreak` arată calculul):",
    "bot.player.footer": "{tournament} · regulament {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "Regulamentul pentru {name}",
    "bot.rules.rule-set": "Regulament: `{rules}`",
    "bot.rules.rule-set-default": "Regulament: `{rules}` (implicit)",
    "bot.rules.order": "Ordinea de departajare: {order}",
    "bot.rules.order-default": "Ordinea de departajare: {order} (implicită)",
    "bot.rules.source": "Sursa: {source} ({kind})",
    "bot.rules.rounds": "Runde numărate: {counted} din {rounds}",
    "bot.rules.warnings": "**Avertismente**",
    "bot.rules.no-warnings": "Niciun avertisment.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Turneu asociat",
    "bot.summary.title": "Turneu",
    "bot.summary.linked": "**{name}** a fost asociat ca `{slug}` (turneul activ).",
    "bot.summary.using": "Se folosește acum **{name}** ca `{slug}` (turneul activ).",
    "bot.summary.synced": "**{name}** a fost citit din nou ca `{slug}` (turneul activ).",
    "bot.summary.counts": {
        "one": "{count} jucător, {counted} din {rounds} runde; regulament `{rules}`, ordinea de "
        "departajare: {order}.",
        "few": "{count} jucători, {counted} din {rounds} runde; regulament `{rules}`, ordinea "
        "de departajare: {order}.",
        "other": "{count} de jucători, {counted} din {rounds} runde; regulament `{rules}`, "
        "ordinea de departajare: {order}.",
    },
    "bot.summary.source": "Sursa: {source} ({kind}).",
    "bot.summary.warnings": {
        "one": "⚠️ {count} avertisment: vedeți `/rules`.",
        "few": "⚠️ {count} avertismente: vedeți `/rules`.",
        "other": "⚠️ {count} de avertismente: vedeți `/rules`.",
    },
    "bot.summary.sheet": "Foaia: {note}",
    "bot.list.title": "Turnee asociate",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; regulament {rules}, ordine "
    "{order}; citit {read})",
    "bot.choice.default": "implicit (default)",
    "bot.list.default": "implicit",
    "bot.list.none": "Niciunul încă: folosiți `/tournament link`.",
    "bot.unlink.title": "Turneu disociat",
    "bot.unlink.done": "`{slug}` ({name}) a fost disociat. {after}",
    "bot.unlink.active": "Turneul activ este acum `{slug}`.",
    "bot.unlink.none": "Acum nu este asociat niciun turneu.",
    "bot.role.title": "Rolul organizatorilor",
    "bot.role.set": "Membrii cu {role} pot folosi acum comenzile organizatorilor.",
    "bot.role.cleared": "Acum doar membrii cu permisiunea „Gestionează serverul” pot folosi "
    "comenzile organizatorilor.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "Nu a funcționat",
    "bot.error.no-player": "Niciun jucător nu corespunde cu **{query}**.",
    "bot.error.did-you-mean": "V-ați referit la: {players}?",
    "bot.error.ambiguous": "**{query}** corespunde mai multor jucători: {players}. Alegeți unul "
    "din listă sau scrieți mai mult din nume.",
    "bot.error.unreadable": {
        "one": "Turneul nu a putut fi citit ({count} problemă):",
        "few": "Turneul nu a putut fi citit ({count} probleme):",
        "other": "Turneul nu a putut fi citit ({count} de probleme):",
    },
    "bot.error.more": "… și încă {count}.",
    "bot.error.cooldown-title": "Mai încet",
    "bot.error.cooldown": "Comanda este limitată temporar. Încercați din nou peste {seconds} s.",
    "bot.error.stale-command": "Această comandă s-a schimbat de când v-a arătat-o Discord. "
    "Încercați din nou peste un minut sau reîncărcați Discord "
    "(Ctrl+R).",
    "bot.error.stale-button": "Acest buton este învechit: rulați din nou `/standings`.",
    "bot.error.dm": "Această comandă funcționează pe un server, nu în mesaje directe.",
    "bot.error.unexpected-title": "Ceva nu a mers",
    "bot.error.unexpected": "Botul a întâmpinat o problemă neașteptată; a fost înregistrată.",
    "bot.error.kept": "S-a păstrat clasamentul `{slug}` așa cum a fost citit {when}; sursa "
    "răspunde acum:",
    "bot.live.kept-title": "S-a păstrat ultima citire bună",
    "bot.live.kept": "S-a păstrat clasamentul așa cum a fost citit {when}; sursa răspunde "
    "acum: {reason}",
    "bot.error.store-down": "Baza de date a botului nu răspunde; încercați din nou peste un minut.",
    "bot.error.store-failed": "Baza de date a botului a dat o eroare; operatorul botului are "
    "detaliile. Încercați din nou peste un minut.",
    "bot.error.work-limit-title": "Oprit",
    "bot.error.work-limit": "Oprit după {seconds} s: acest răspuns durează mai mult decât "
    "acordă botul unei întrebări, ca să le răspundă în continuare tuturor celorlalți. "
    "Întrebați despre o parte mai mică (un jucător, o rundă anterioară) sau folosiți linia de "
    "comandă (`tiebreak`).",
    "bot.error.busy": "Botul lucrează încă la ultimele întrebări ale acestui server; încercați "
    "din nou peste puțin timp.",
    "bot.error.no-tournament": "Pe acest server nu este încă asociat niciun turneu. Un "
    "organizator poate asocia unul cu `/tournament link` (URL-ul "
    "unei foi Google, URL-ul unui turneu elvețian lichess sau un "
    "fișier TRF/JSON/CSV atașat).",
    "bot.error.unknown-tournament": "Niciun turneu asociat nu se numește „{key}”. Asociate "
    "aici: {known}.",
    "bot.error.none-linked": "niciunul",
    "bot.error.not-organiser": "Doar organizatorii pot face asta: este nevoie de permisiunea "
    "„Gestionează serverul”.",
    "bot.error.not-organiser-role": "Doar organizatorii pot face asta: este nevoie de "
    "permisiunea „Gestionează serverul” sau de rolul {role}.",
    "bot.error.same-player": "Alegeți doi jucători diferiți: ambele opțiuni indică {name} ({id}).",
    "bot.error.one-source": "Indicați exact o sursă: `url` (foaie Google sau turneu elvețian "
    "lichess) sau `file` (un fișier TRF, JSON sau CSV atașat).",
    "bot.error.source": "Nu s-a putut citi {source}: {reason}",
    "bot.source.too-large": "fișierul este prea mare",
    "bot.source.larger-than": "fișierul depășește {mb} MB",
    "bot.source.bad-url": "se aștepta URL-ul unei foi Google (https://docs.google.com/"
    "spreadsheets/d/...) sau al unui turneu elvețian lichess "
    "(https://lichess.org/swiss/<8 caractere>); altfel atașați un fișier "
    "TRF, JSON sau CSV",
    "bot.source.binary": "nu este un fișier tournament JSON, TRF sau CSV (este binar)",
    "bot.source.no-lichess": "importul din lichess nu este instalat (pip install "
    "'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess nu a răspuns ({error})",
    "bot.source.the-sheet": "foaia Google",
    "bot.source.no-sheets": "conectorul pentru Google Sheets nu este instalat (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "botul nu are credențiale Google utilizabile: cine rulează "
    "botul setează GOOGLE_APPLICATION_CREDENTIALS la fișierul cu "
    "cheia unui cont de serviciu, iar foaia se partajează cu acel "
    "cont ({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Arată clasamentul: punctele și coloanele de departajare din ordinea "
    "în vigoare.",
    "bot.cmd.player": "Arată fișa unui jucător (rundă, culoare, adversar, rezultat) și "
    "departajările lui.",
    "bot.cmd.rules": "Arată regulamentul, ordinea de departajare și avertismentele calculului.",
    "bot.cmd.buchholz": "Arată Buchholz-ul unui jucător pe runde: scorul numărat al fiecărui "
    "adversar, și de ce.",
    "bot.cmd.tiebreak": "Arată cum a fost calculat un criteriu de departajare al unui jucător, "
    "pas cu pas.",
    "bot.cmd.why": "Arată ce criteriu l-a pus pe un jucător înaintea celuilalt, pentru amândoi.",
    "bot.cmd.tournament": "Asociați turnee acestui server și alegeți regulamentul (organizatori).",
    "bot.cmd.tournament.link": "Asociază un turneu (foaie, turneu elvețian lichess sau fișier); "
    "devine cel activ.",
    "bot.cmd.tournament.use": "Face activ un alt turneu asociat.",
    "bot.cmd.tournament.list": "Listează turneele asociate pe acest server.",
    "bot.cmd.tournament.unlink": "Disociază un turneu (sursa lui nu este atinsă).",
    "bot.cmd.tournament.settings": "Setează regulamentul și ordinea de departajare (fără "
    "argumente le arată).",
    "bot.cmd.tournament.organiser-role": "Alege rolul ai cărui membri pot asocia și configura "
    "turnee.",
    "bot.cmd.sync": "Citește din nou sursa turneului (și scrie înapoi în foaie coloanele de "
    "departajare).",
    "bot.cmd.option.page": "Pagina tabelului (20 de jucători pe pagină)",
    "bot.cmd.option.tournament": "Un turneu asociat, altul decât cel activ",
    "bot.cmd.option.after-round": "Clasamentul așa cum era după această rundă",
    "bot.cmd.option.player": "Numele sau numărul de start",
    "bot.cmd.option.variant": "Complet, trunchiat (-1), trunchiat (-2), Median-1 sau Median-2 "
    "(implicit: complet)",
    "bot.cmd.option.code": "Codul criteriului, de ex. SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "Un jucător",
    "bot.cmd.option.player-b": "Celălalt jucător (fără el: de ce primul este pe locul său?)",
    "bot.cmd.option.url": "URL-ul unei foi Google sau al unui turneu elvețian lichess",
    "bot.cmd.option.file": "Sau atașați un fișier TRF, tournament JSON, CSV sau Excel (.xlsx)",
    "bot.cmd.option.use": "Turneul asociat care devine activ",
    "bot.cmd.option.unlink": "Turneul asociat care va fi disociat",
    "bot.cmd.option.rules": "Regulamentul pentru rundele nejucate (implicit: FIDE după dată)",
    "bot.cmd.option.order": "Coduri de departajare separate prin virgule, sau 'default'",
    "bot.cmd.option.role": "Membrii cu acest rol pot folosi comenzile organizatorilor (gol: "
    "ștergere)",
    "bot.cmd.tournament.addon-token": "Creează un token pentru meniul Tiebreak din foaia Google "
    "asociată (îl vedeți doar voi).",
    "bot.addon-token.title": "Token pentru meniul Tiebreak",
    "bot.addon-token.made": "Un token nou al serviciului Tiebreak pentru foaia Google a turneului "
    "**{name}** (`{slug}`), valabil doar pentru acest fișier (`{sheet}`). Se afișează o singură "
    "dată, doar vouă:",
    "bot.addon-token.paste": "În fișier, deschideți **Tiebreak > Setări**, lipiți-l ca token al "
    "acestui fișier împreună cu adresa serviciului și salvați.",
    "bot.addon-token.revoke": "Cel care administrează serviciul îl poate lista și revoca: "
    "`tiebreak-serve token list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` nu este o foaie Google: meniul Tiebreak se află "
    "într-o foaie Google. Asociați una cu `/tournament link url:`.",
    "bot.error.addon-token-no-store": "Acest bot nu creează încă tokenuri pentru meniul Tiebreak: "
    "cel care administrează botul setează `TIEBREAK_SERVE_DATABASE_URL` la depozitul de tokenuri "
    "al `tiebreak-serve` (`DATABASE_URL` al lui, sau `sqlite:///` și calea fișierului său "
    "`TIEBREAK_SERVE_DB`) și repornește botul (docs/addon-setup.md).",
    "bot.error.addon-token-store": "Depozitul de tokenuri al serviciului Tiebreak nu poate fi "
    "folosit acum; nu s-a creat niciun token. Cel care administrează botul găsește motivul în "
    "jurnalul lui.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · după runda {round} · lista de premii {source} · "
    "turneul {slug}",
    "bot.prizes.set-title": "Lista de premii a fost stabilită",
    "bot.prizes.set": "Lista de premii {source} a fost stabilită pentru **{name}** (`{slug}`).",
    "bot.prizes.set-counts": {
        "one": "{count} categorie; după clasamentul actual se acordă {money}.",
        "few": "{count} categorii; după clasamentul actual se acordă {money}.",
        "other": "{count} de categorii; după clasamentul actual se acordă {money}.",
    },
    "bot.prizes.set-warnings": {
        "one": "⚠️ {count} avertisment: vedeți `/prizes`.",
        "few": "⚠️ {count} avertismente: vedeți `/prizes`.",
        "other": "⚠️ {count} de avertismente: vedeți `/prizes`.",
    },
    "bot.prizes.set-see": "Oricine poate vedea acum cu `/prizes` cine ce primește, cu fiecare "
    "premiu explicat.",
    "bot.prizes.cleared-title": "Lista de premii a fost eliminată",
    "bot.prizes.cleared": "**{name}** (`{slug}`) nu mai are o listă de premii.",
    "bot.error.prizes-file": "Atașați lista de premii ca `file` sau dați `clear: True` pentru "
    "a o elimina (una dintre cele două).",
    "bot.error.no-prizes": "`{slug}` nu are încă o listă de premii. Un organizator o stabilește "
    "cu `/tournament prizes` (un fișier JSON tiebreak-prizes/1, vezi "
    "docs/prizes.md).",
    "bot.error.prizes-unreadable": {
        "one": "Lista de premii nu a putut fi folosită ({count} problemă):",
        "few": "Lista de premii nu a putut fi folosită ({count} probleme):",
        "other": "Lista de premii nu a putut fi folosită ({count} de probleme):",
    },
    "bot.cmd.prizes": "Arată cine primește fiecare premiu, fiecare explicat (locuri împărțite, "
    "categorii).",
    "bot.cmd.tournament.prizes": "Stabilește lista de premii a turneului; apoi oricine vede cu "
    "/prizes cine ce primește.",
    "bot.cmd.option.prizes-clear": "Elimină în schimb lista de premii a turneului",
    "bot.cmd.option.prizes-file": "Lista de premii: un fișier JSON tiebreak-prizes/1",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (al acestui turneu)",
    "bot.compare.by-rules": "Regulamente: {columns} · ordinea de departajare: {order}",
    "bot.compare.by-orders": "Ordini de departajare după {rules}: {columns}",
    "bot.compare.legend": "`{mark}` își schimbă locul (de ce: mai jos) · `=` loc împărțit · "
    "întâi podiumul și egalitățile",
    "bot.compare.move": "**{name}** ({id}), locurile {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": "…și alte avertismente: {count}",
    "bot.compare.footer": "Jucători: {count} · turneul {slug}",
    "bot.error.compare-both": "Comparați mai multe regulamente cu o singură ordine de "
    "departajare sau mai multe ordini cu un singur regulament: cu "
    "`orders`, indicați în `rules` cel mult un regulament.",
    "bot.error.compare-too-many": "Prea multe pentru a fi afișate alăturat ({count}): indicați "
    "cel mult {max} regulamente sau ordini.",
    "bot.cmd.compare": "Arată cine își schimbă locul după alte regulamente sau ordini de "
    "departajare și de ce.",
    "bot.cmd.option.compare-rules": "Regulamente separate prin virgule (implicit: acesta față de "
    "alte ediții FIDE și US Chess)",
    "bot.cmd.option.compare-orders": "Ordini de departajare separate prin ';' (o ordine: față de "
    "cea a turneului)",
    "bot.compare.more-moves": "…și alți jucători care își schimbă locul: {count}. Locurile lor "
    "sunt în tabel; `/why` explică ordinea oricăror doi jucători, iar "
    "`/compare` cu două regulamente sau ordini dă cauze mai scurte.",
    "bot.compare.in-file": "Tot tabelul și toate cauzele: fișierul atașat `{file}`.",
    "bot.compare.warnings-in-file": "⚠️ Avertismente: {count}, enumerate în fișier.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "retr. {round}",
        "bot.standings.withdrawn-legend": "retr. N: retragere după runda N",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Arată unde poate termina un jucător după această rundă, la victorie, "
        "remiză sau înfrângere.",
        "bot.cmd.option.whatif-pairings": "Împerecherile rundei următoare, dacă nicio partidă nu "
        "e în așteptare: alb-negru (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "Nicio partidă din acest turneu nu este în "
        "așteptare, deci nicio rundă nu este în desfășurare. Dați împerecherile rundei {next} în "
        "`pairings` (numere de start alb-negru, de exemplu `12-7,3-5`) sau folosiți `/sync` după "
        "ce runda este împerecheată în sursă.",
        "bot.whatif.where": "opțiunea pairings, perechea {index}",
        "bot.whatif.footer": "Runda {round} · turneul {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: clasament provizoriu, runda {round} în desfășurare",
        "bot.live.following": "În direct: acest mesaj urmărește rezultatele",
        "bot.live.round-complete": "Runda {round} s-a încheiat",
        "bot.live.more": "Toate rândurile și criteriile de departajare: `/standings "
        "tournament:{slug}`",
        "bot.live.started-title": "Clasament în direct",
        "bot.live.started": "Clasamentul turneului **{name}** este în direct în {channel}: un "
        "singur mesaj este editat pe măsură ce vin rezultatele, iar fiecare rundă încheiată "
        "primește un mesaj nou scurt.",
        "bot.live.follows-source": "Sursa este citită din nou la fiecare {seconds} s.",
        "bot.live.follows-file": "Un fișier nu este citit din nou: legați-l din nou (sau `/sync`) "
        "și mesajul se actualizează.",
        "bot.live.write-back-on": "Scriere înapoi: activată (în direct, coloanele de departajare "
        "se scriu și înapoi în foaie)",
        "bot.live.write-back-off": "Scriere înapoi: dezactivată (`/tournament settings "
        "write_back:on` scrie înapoi într-o foaie în direct)",
        "bot.live.stopped-title": "Clasamentul în direct a fost oprit",
        "bot.live.stopped": "**{name}** nu mai este în direct în {channel}; ultimul mesaj rămâne "
        "cum era.",
        "bot.live.need-channel": "Numiți canalul pentru clasament (`channel:`) sau opriți-l cu "
        "`off:True`, nu amândouă.",
        "bot.live.not-live": "Turneul `{slug}` nu este în direct pe acest server: porniți-l cu "
        "`/tournament live channel:`.",
        "bot.live.cannot-post": "Nu pot scrie în {channel}: dați-mi acolo permisiunile "
        "Vizualizare canal, Trimitere mesaje și Încorporare linkuri.",
        "bot.cmd.tournament.live": "Publică clasamentul într-un canal și ține mesajul la zi pe "
        "măsură ce vin rezultatele.",
        "bot.cmd.option.live-channel": "Canalul în care clasamentul este ținut la zi",
        "bot.cmd.option.live-off": "Oprește în schimb clasamentul în direct",
        "bot.cmd.option.write-back": "În direct, scrie și coloanele de departajare înapoi în foaie",
        "bot.cmd.choice.on": "activat",
        "bot.cmd.choice.off": "dezactivat",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "O echipă a unei competiții pe echipe: nume sau număr",
        "bot.team.cmd.team-a": "O echipă (competiții pe echipe)",
        "bot.team.cmd.team-b": "Cealaltă echipă (competiții pe echipe)",
        "bot.team.error.player-command": (
            "**{name}** este o competiție pe echipe: clasamentul ei ordonează echipe, iar "
            "jucătorii nu au în ea departajări proprii. Întrebați despre echipe: `/standings`, "
            "`/tiebreak team:… code:…`, `/why team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** nu este o competiție pe echipe: numiți jucători (`player`, `player_a`, "
            "`player_b`), nu echipe."
        ),
        "bot.team.error.no-team": "Nicio echipă nu corespunde cu **{query}**.",
        "bot.team.error.no-team-close": (
            "Nicio echipă nu corespunde cu **{query}**. V-ați referit la: {teams}?"
        ),
        "bot.team.error.ambiguous": (
            "**{query}** corespunde mai multor echipe: {teams}. Scrieți mai mult din nume sau "
            "numărul echipei."
        ),
        "bot.team.error.player-or-team": (
            "Numiți un jucător (`player`) sau o echipă (`team`): una dintre cele două."
        ),
        "bot.team.error.two-teams": "Numiți două echipe (`team_a` și `team_b`) și niciun jucător.",
        "bot.team.error.same-team": (
            "Ambele opțiuni numesc **{name}** ({id}): alegeți două echipe diferite."
        ),
        "bot.team.order-none": "niciuna",
        "bot.team.standings.rules": (
            "Regulament `{rules}` · ordonat după {score} · ordinea de departajare: {order}"
        ),
        "bot.team.standings.footer": "Pagina {page}/{pages} · echipe: {count} · turneu `{slug}`",
        "bot.team.compare.footer": "Echipe: {count} · turneul {slug}",
        "bot.team.rules.score": "Ordonat după {score}, apoi după ordinea de departajare",
        "bot.team.summary.counts": (
            "Competiție pe echipe: echipe {count}, mese {boards}, {counted} din {rounds} runde; "
            "regulament `{rules}`, ordonat după {score}, ordinea de departajare: {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Atașează pagina clasamentului care se explică singură (un fișier HTML)."
        ),
        "bot.cmd.option.publish-language": (
            "Limba paginii: a serverului (implicit) sau a dumneavoastră"
        ),
        "bot.cmd.option.every-round": (
            "Cu clasamentul în direct pornit, publică pagina și la încheierea fiecărei runde"
        ),
        "bot.cmd.choice.server-language": "limba serverului",
        "bot.cmd.choice.my-language": "limba mea",
        "bot.publish.mb": "{size} MB",
        "bot.publish.kb": "{size} kB",
        "bot.publish.title": "{name}: pagina clasamentului",
        "bot.publish.round-title": "{name}: pagina clasamentului după runda {round}",
        "bot.publish.whole": (
            "Pagina întreagă ({size}): clasamentul, criteriile de departajare explicate, tabelul "
            "încrucișat, împerecherile, graficele și fișele tuturor jucătorilor. Deschideți-o "
            "într-un browser sau tipăriți-o."
        ),
        "bot.publish.over": (
            "Pagina întreagă ({size}) depășește limita acestui server pentru un fișier, {limit}."
        ),
        "bot.publish.tied": (
            "Atașată: pagina doar cu fișele jucătorilor care împart un loc (criteriile nu i-au "
            "departajat) ({part})."
        ),
        "bot.publish.top": (
            "Atașată: pagina doar cu fișele primilor {count} din clasament ({part})."
        ),
        "bot.publish.at-least": "cel puțin {size}",
        "bot.publish.about": "circa {size}",
        "bot.publish.no-cards": "Atașată: pagina fără fișele jucătorilor ({part}).",
        "bot.publish.too-slow": (
            "Construirea paginii a durat mai mult decât permite botul unei sarcini ({seconds} s): "
            "nu este atașat nimic."
        ),
        "bot.publish.none": (
            "Pagina întreagă ({size}) depășește limita acestui server pentru un fișier, {limit}, "
            "la fel și pagina fără fișele jucătorilor: nu este atașat nimic."
        ),
        "bot.publish.command": "Pagina întreagă se construiește cu: `{command}`",
        "bot.publish.rounds-on": (
            "Pagina va fi publicată și în {channel} la încheierea fiecărei runde."
        ),
        "bot.publish.rounds-off": "Pagina nu va mai fi publicată la încheierea unei runde.",
        "bot.publish.needs-live": (
            "Clasamentul în direct al `{slug}` este oprit: porniți-l întâi cu `/tournament live`, "
            "apoi pagina poate urma fiecare rundă."
        ),
    }
)
