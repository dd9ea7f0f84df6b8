"""Prizes: a prize list (``tiebreak-prizes/1``, docs/prizes.md) given out on the standings.

Money of places shared on points is pooled (or split by the Hort system), indivisible prizes
go by the tie-break order, category prizes follow "one prize per player, the higher one"
unless the list says otherwise. Every award comes with its explanation as messages.
"""

from core.questions.prizes.allocate import allocate
from core.questions.prizes.awards import Group, PrizeResult, PrizeWarning, Share, Unawarded
from core.questions.prizes.load import load_prize_list, read_prize_list
from core.questions.prizes.prizelist import Category, EqualValue, Place, PrizeList, Shared

__all__ = [
    "Category",
    "EqualValue",
    "Group",
    "Place",
    "PrizeList",
    "PrizeResult",
    "PrizeWarning",
    "Share",
    "Shared",
    "Unawarded",
    "allocate",
    "load_prize_list",
    "read_prize_list",
]
