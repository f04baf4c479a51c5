"""Every test starts in English, whatever language the machine running the tests is set to.

The game picks its language from the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) when the settings say
"auto"; tests that want another language set it themselves (``i18n.set_language``) or pass ``LANGUAGE``
to the subprocess they start. The language is reset after each test so none leaks into the next.
"""

from __future__ import annotations

import os

import pytest

from samba import i18n

os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    i18n.set_language(i18n.ENGLISH)
