"""Every tie-break of rules.md 6, one module per family.

Coverage (rule sets apply to the sum-type tie-breaks through their entries, rules.md 4):

| module | codes | rule-set aware |
|---|---|---|
| buchholz | BH, BH-Cn, BH-Mn, FB, SOLKOFF, RBH; team BH:MP, FB:GP, … | yes (entries, cut mode) |
| sonneborn_berger | SB, SB-C1 | yes (entries, cut mode) |
| uscf | MM | US Chess entries whatever the rule set |
| opposition | AOB, SBH, COO; team AOB:MP, AOB:GP | through the opponents' BH / CUM |
| own_record | WIN, WON, BPG, BWG, REP, PS, STD, TPN, KASHDAN, CUM, KS; team PS:MP, PS:GP | no |
| rating | ARO, ARO-C1, TPR, PTP, APRO, APPO, RTNG | no (games over the board only) |
| direct_encounter | DE (group); art. 6 of a team's DE and EDE | no |
| rankres | RANKRES (group) | forfeits under naive/cas |

A team event is read as games (:mod:`core.teams.games`): BH, FB, AOB and PS serve its codes
too (``Scope.TEAMS``, on the score the code names, ``Engine.context(score)``); the families
only teams have (rules.md 9) are in :mod:`core.teams.families` and :mod:`core.teams.ede`, in
the same registry. Not done: the ``/P`` modifier (12.9).

Group tie-breaks (DE, RANKRES, the team DE and EDE) implement the protocol of
:mod:`core.tiebreaks.group` and register it under their family; :mod:`core.tiebreaks.split`
splits the tied groups of any standings (individual or team) by an order without naming a
code.

Each family module of either scope registers its computations with
:mod:`core.tiebreaks.engine` when it is imported; the engine imports the module the
registry names the first time a code needs it.
"""
