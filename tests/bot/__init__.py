"""Tests of the Discord bot (bot/)."""
