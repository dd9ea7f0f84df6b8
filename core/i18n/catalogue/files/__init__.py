"""The messages of workbooks and organisers' columns, one module per language (keys
``files.*``)."""
