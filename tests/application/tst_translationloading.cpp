// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// installTranslations: German for a German locale (Kandesk's words and Qt's own dialog buttons),
// English (none loaded) for the C locale and for a language Kandesk does not have, and the English
// plural forms in each case.
#include "application/translations.h"

#include <QCoreApplication>
#include <QTest>

using namespace kandesk;

namespace {

QString say(const char *context, const char *text, int n = -1)
{
    return QCoreApplication::translate(context, text, nullptr, n);
}

// A fresh application for each case: translators installed by one case are gone for the next.
template <typename Check>
void withApplication(Check check)
{
    int argc = 1;
    char name[] = "tst_translationloading";
    char *argv[] = { name, nullptr };
    QCoreApplication app(argc, argv);
    check(app);
}

} // namespace

class TestTranslationLoading : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void germanForAGermanLocale()
    {
        withApplication([](QCoreApplication &app) {
            QCOMPARE(installTranslations(app, QLocale(QLocale::German, QLocale::Austria)), QStringLiteral("de"));
            QCOMPARE(say("kandesk::ui::MainWindow", "&File"), QStringLiteral("&Datei"));
            QCOMPARE(say("kandesk::ui::MainWindow", "▶ %n agent(s) working", 1), QStringLiteral("▶ 1 Agent arbeitet"));
            QCOMPARE(say("kandesk::ui::MainWindow", "▶ %n agent(s) working", 3), QStringLiteral("▶ 3 Agenten arbeiten"));
            QCOMPARE(say("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen")); // Qt's own, from qt6-translations-l10n
        });
    }

    void englishForTheCLocaleAndForALanguageKandeskLacks_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("C") << QLocale::c();
        QTest::newRow("Finnish") << QLocale(QLocale::Finnish, QLocale::Finland);
        QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedKingdom);
    }

    void englishForTheCLocaleAndForALanguageKandeskLacks()
    {
        QFETCH(QLocale, locale);
        withApplication([&locale](QCoreApplication &app) {
            QCOMPARE(installTranslations(app, locale), QString());
            QCOMPARE(say("kandesk::ui::MainWindow", "&File"), QStringLiteral("&File"));
            QCOMPARE(say("kandesk::ui::MainWindow", "▶ %n agent(s) working", 1), QStringLiteral("▶ 1 agent working"));
            QCOMPARE(say("kandesk::ui::MainWindow", "▶ %n agent(s) working", 2), QStringLiteral("▶ 2 agents working"));
        });
    }
};

QTEST_APPLESS_MAIN(TestTranslationLoading)
#include "tst_translationloading.moc"
