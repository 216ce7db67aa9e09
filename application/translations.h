// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace kandesk {

// Installs into app what Kandesk says in the locale's languages (its first one Kandesk has, as
// QLocale::uiLanguages() orders them), Qt's own words for that language (its dialogs' buttons),
// and, under every language, the English forms of Kandesk's plurals (the sources say "%n file(s)").
// Returns the language chosen, e.g. "de"; empty when Kandesk speaks English.
QString installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace kandesk
