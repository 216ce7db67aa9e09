// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Every word the window shows goes through the translation catalog. The test builds a pseudo-locale
// from translations/kandesk_de.ts (each message "⟦itself···⟧", a third longer), starts the window
// in it, and reads every visible text, tool tip, placeholder, column title and menu entry: of the
// empty board, of a task opened with its Review, and of every dialog a menu's "…" entry opens.
// A text without the brackets never passed through the catalog (a literal, or a string lupdate
// cannot see) and fails the test, named with the widget that shows it.
#include "models/agents/agentregistry.h"
#include "support/dialogcatcher.h"
#include "support/pseudolocale.h"
#include "support/showntexts.h"
#include "support/homewindow.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QApplication>
#include <QDialog>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

const QString kTitle = QStringLiteral("Tidy the parser");
const QString kDescription = QStringLiteral("Split the tokenizer from the parser.");

// Texts that are the user's own data or carry no words: not for a catalog to translate.
bool needsNoTranslation(const QString &text, const QStringList &data)
{
    const QString plain = QString(text).remove(QLatin1Char('&')).trimmed();
    static const QRegularExpression noWords(QStringLiteral("^[^\\p{L}]*$"));
    // A name, path, command or key shown as an example: one word with a character prose has not.
    static const QRegularExpression code(QStringLiteral("^\\S*[/_~:{}@.=-]\\S*$"));
    if (noWords.match(plain).hasMatch() || code.match(plain).hasMatch())
        return true;
    for (const QString &datum : data) {
        if (plain == datum || (plain.contains(datum) && plain.size() <= datum.size() + 24))
            return true;
    }
    return false;
}

} // namespace

class TestPseudoLocale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString qm = m_dir.filePath(QStringLiteral("kandesk_pseudo.qm"));
        const Status built
            = buildPseudoLocale(QStringLiteral(KANDESK_SOURCE_DIR "/translations/kandesk_de.ts"), qm, QStringLiteral(KANDESK_LRELEASE));
        QVERIFY2(built.ok(), qPrintable(built.error()));
        QVERIFY(m_pseudo.load(qm));
        QVERIFY(QCoreApplication::installTranslator(&m_pseudo));
        QVERIFY(isPseudoTranslated(QCoreApplication::translate("kandesk::ui::MainWindow", "&File")));
    }

    void theEmptyBoardAndTheMenus()
    {
        HomeWindow shown;
        MainWindow &window = *shown.window;
        QVERIFY(shown.workbench->board()->isShowingEmptyState());
        QList<ShownText> texts = shownTexts(&window);
        texts += menuTexts(window.menuBar());
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/pseudolocale-empty-board.png")));
        expectTranslated(texts, dataOf(shown.home));
    }

    void aTaskItsReviewAndEveryDialogOfTheMenus()
    {
        HomeWindow shown(kTitle, kDescription);
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        const QString &taskId = shown.taskId;
        workbench.openTask(taskId);
        QTest::qWait(0);
        QList<ShownText> texts = shownTexts(&window);
        texts += menuTexts(window.menuBar());
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/pseudolocale-task.png")));

        QStringList opened;
        QStringList entries;
        for (QAction *action : dialogEntries(window.menuBar()))
            entries.append(action->text());
        for (const QString &entry : std::as_const(entries)) {
            QAction *action = dialogEntry(window.menuBar(), entry);
            const bool read = action && withDialogOpenedBy(action, [&](QDialog *dialog) {
                texts += shownTexts(dialog);
                opened.append(QString::fromLatin1(dialog->metaObject()->className()));
            });
            if (!read)
                qInfo().noquote() << "no dialog from" << entry;
        }
        qInfo().noquote() << "dialogs read:" << opened.join(QStringLiteral(", "));
        QVERIFY2(opened.size() >= 8, qPrintable(opened.join(QStringLiteral(", "))));
        expectTranslated(texts, dataOf(shown.home));
    }

    // The window in German, as a German desktop starts it: for a look at its lengths.
    void theWindowInGerman()
    {
        QCoreApplication::removeTranslator(&m_pseudo);
        QTranslator german;
        QVERIFY(german.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("kandesk"), QStringLiteral("_"),
            QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        HomeWindow shown(kTitle, kDescription);
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        const QString &taskId = shown.taskId;
        QCOMPARE(window.menuBar()->actions().value(0)->text(), QStringLiteral("&Datei"));
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/german-board.png")));
        workbench.openTask(taskId);
        QTest::qWait(0);
        QVERIFY(window.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/german-task.png")));
        QCoreApplication::removeTranslator(&german);
        QVERIFY(QCoreApplication::installTranslator(&m_pseudo));
    }

    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_pseudo); }

private:
    // The user's data, and names: products, the default workflow's steps (stored as data when
    // the home is made).
    static QStringList dataOf(const TestHome &home)
    {
        QStringList data { kTitle, kDescription, QStringLiteral("app"), QStringLiteral("main"), QStringLiteral("Stub 3"),
            QStringLiteral("stub-agent-3"), QStringLiteral("Kandesk"), QStringLiteral("Default"), home.path(),
            QStringLiteral("GitHub"), QStringLiteral("GitLab"), QStringLiteral("Linear"), QStringLiteral("Jira"),
            QStringLiteral("Backlog"), QStringLiteral("In Progress"), QStringLiteral("Review"), QStringLiteral("Done") };
        const AgentRegistry registry;
        for (const AgentDefinition &agent : registry.agents())
            data.append(agent.displayName);
        return data;
    }

    static void expectTranslated(const QList<ShownText> &texts, const QStringList &data)
    {
        QStringList untranslated;
        for (const ShownText &shown : texts) {
            if (!isPseudoTranslated(shown.text) && !needsNoTranslation(shown.text, data))
                untranslated.append(QStringLiteral("%1: %2").arg(shown.where, shown.text.left(160)));
        }
        untranslated.removeDuplicates();
        for (const QString &line : std::as_const(untranslated))
            qWarning().noquote() << "untranslated:" << line;
        QVERIFY2(untranslated.isEmpty(),
            qPrintable(QStringLiteral("%1 texts never passed through the catalog:\n  ").arg(untranslated.size())
                + untranslated.join(QStringLiteral("\n  "))));
        QVERIFY(texts.size() > 20);
    }

    // The enabled menu entries that ask something first: by convention their text ends in "…".
    QTemporaryDir m_dir;
    QTranslator m_pseudo;
};

QTEST_MAIN(TestPseudoLocale)
#include "tst_pseudolocale.moc"
