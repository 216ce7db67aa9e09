// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace kandesk {

namespace {

const QString kTranslations = QStringLiteral(":/i18n");

bool install(QCoreApplication &app, const QString &file, const QString &folder)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(file, folder) && QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

} // namespace

QString installTranslations(QCoreApplication &app, const QLocale &locale)
{
    install(app, QStringLiteral("kandesk_en"), kTranslations);
    auto *kandesk = new QTranslator(&app);
    // Finds kandesk_de.qm for de_AT too; English needs none beyond the plurals.
    if (!kandesk->load(locale, QStringLiteral("kandesk"), QStringLiteral("_"), kTranslations)
        || kandesk->language().startsWith(QLatin1String("en"))) {
        delete kandesk;
        return {};
    }
    QCoreApplication::installTranslator(kandesk);
    const QString language = kandesk->language();
    install(app, QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return language;
}

} // namespace kandesk
