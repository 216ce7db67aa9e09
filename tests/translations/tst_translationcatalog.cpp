// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// translations/*.ts against the sources: lupdate run on the sources finds exactly the catalog's
// strings (none missing, none stale), lrelease finds every German translation finished, and each
// translation keeps its source's placeholders, line breaks and single keyboard mnemonic.
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString kSources = QStringLiteral(KANDESK_SOURCE_DIR);

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QStringList translations; // one, or a numerus message's forms
    bool unfinished = false;
};

QList<Message> readCatalog(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("message")) {
                message = Message { context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, false };
            } else if (xml.name() == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                message.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                if (!message.numerus)
                    message.translations.append(xml.readElementText());
            } else if (xml.name() == QLatin1String("numerusform")) {
                message.translations.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(message);
        }
    }
    return messages;
}

QString keyOf(const Message &message)
{
    return message.context + QLatin1String(" | ") + message.source;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto match = placeholder.globalMatch(text); match.hasNext();)
        found.append(match.next().captured());
    found.sort();
    return found;
}

// Single "&" before a letter: a keyboard mnemonic ("&&" is a literal ampersand, "&amp;" an entity).
int mnemonics(const QString &text)
{
    static const QRegularExpression mnemonic(QStringLiteral("(?<![&])&(?![&#]|[a-z]+;)"));
    return int(QString(text).replace(QLatin1String("&&"), QLatin1String("  ")).count(mnemonic));
}

QString run(const QString &program, const QStringList &arguments, const QString &folder = {})
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120'000) || process.exitCode() != 0)
        return QStringLiteral("failed: ") + QString::fromLocal8Bit(process.readAll());
    return QString::fromLocal8Bit(process.readAll());
}

} // namespace

class TestTranslationCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theCatalogHoldsExactlyTheSourcesStrings()
    {
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString fresh = scratch.filePath(QStringLiteral("kandesk_de.ts"));
        QStringList arguments { QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
            QStringLiteral("none"), QStringLiteral("-extensions"), QStringLiteral("cpp,h") };
        arguments += QStringLiteral(KANDESK_TRANSLATED_DIRS).split(QLatin1Char(','));
        arguments << QStringLiteral("-ts") << fresh;
        const QString said = run(QStringLiteral(KANDESK_LUPDATE), arguments, kSources);
        QVERIFY2(!said.startsWith(QLatin1String("failed")), qPrintable(said));
        QSet<QString> inSources;
        for (const Message &message : readCatalog(fresh))
            inSources.insert(keyOf(message));
        QVERIFY(inSources.size() > 1000);
        QSet<QString> inCatalog;
        for (const Message &message : readCatalog(kSources + QStringLiteral("/translations/kandesk_de.ts")))
            inCatalog.insert(keyOf(message));
        const QStringList missing = (inSources - inCatalog).values();
        const QStringList stale = (inCatalog - inSources).values();
        QVERIFY2(missing.isEmpty() && stale.isEmpty(),
            qPrintable(QStringLiteral("translations/kandesk_de.ts is behind the sources (ninja update_translations):\n"
                                      "  not in it: %1\n  no longer in the sources: %2")
                           .arg(missing.join(QStringLiteral("\n    ")), stale.join(QStringLiteral("\n    ")))));
    }

    void everyTranslationIsFinishedAndKeepsItsPlaceholders_data()
    {
        QTest::addColumn<QString>("catalog");
        QTest::newRow("German") << QStringLiteral("kandesk_de.ts");
        QTest::newRow("English plurals") << QStringLiteral("kandesk_en.ts");
    }

    void everyTranslationIsFinishedAndKeepsItsPlaceholders()
    {
        QFETCH(QString, catalog);
        const QString path = kSources + QStringLiteral("/translations/") + catalog;
        QTemporaryDir scratch;
        const QString said = run(QStringLiteral(KANDESK_LRELEASE), { path, QStringLiteral("-qm"), scratch.filePath(QStringLiteral("out.qm")) });
        QVERIFY2(said.contains(QLatin1String(" 0 unfinished")) && !said.contains(QLatin1String("Ignored")), qPrintable(said));

        QStringList wrong;
        const QList<Message> messages = readCatalog(path);
        QVERIFY(!messages.isEmpty());
        for (const Message &message : messages) {
            if (message.unfinished)
                wrong.append(QStringLiteral("unfinished: ") + keyOf(message));
            if (message.numerus && message.translations.size() != 2)
                wrong.append(QStringLiteral("not two plural forms: ") + keyOf(message));
            for (const QString &translation : message.translations) {
                QStringList expected = placeholders(message.source);
                QStringList given = placeholders(translation);
                if (message.numerus) { // a singular form may say "one" in words
                    expected.removeAll(QStringLiteral("%n"));
                    given.removeAll(QStringLiteral("%n"));
                }
                if (given != expected)
                    wrong.append(QStringLiteral("placeholders %1 → %2: %3").arg(placeholders(message.source).join(QLatin1Char(' ')),
                        placeholders(translation).join(QLatin1Char(' ')), keyOf(message)));
                if (mnemonics(translation) != mnemonics(message.source))
                    wrong.append(QStringLiteral("mnemonic: %1 → %2").arg(keyOf(message), translation));
                if (translation.count(QLatin1Char('\n')) != message.source.count(QLatin1Char('\n')))
                    wrong.append(QStringLiteral("line breaks: ") + keyOf(message));
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslationCatalog)
#include "tst_translationcatalog.moc"
