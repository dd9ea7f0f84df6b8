"""The messages of tiebreak-serve, the add-on's service (keys ``serve.*``): the refusals
of a request, shown by the add-on in the sheet's language."""
