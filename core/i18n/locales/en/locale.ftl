### The settings of the language en: not messages but how it writes numbers
### and chooses plurals (docs/translating.md). Terms start with a dash.

# The language's name in itself, shown in lists of languages.
-language-name = English
# Where the language comes in lists of languages (a new language: the next number).
-list-position = 1
# The decimal separator: 13.5 in English, 13,5 in Czech.
-decimal-separator = .
# The thousands separator: 7,950 in English; { "\u00A0" } is a no-break space.
-group-separator = ,
# Whose plural rules the language follows (CLDR: core/i18n/plural.py has en, cs, bg,
# ro, tr, it); the categories its plural messages give follow from them.
-plural-rules = en
