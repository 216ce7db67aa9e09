// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Every test that links the application speaks as Kandesk does in English, whatever the machine's
// locale: its plurals ("%n file(s)") read "1 file" and "2 files", and nothing else is translated.
#include "application/translations.h"

#include <QCoreApplication>

namespace {

void speakEnglish()
{
    kandesk::installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English, QLocale::UnitedStates));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(speakEnglish)
