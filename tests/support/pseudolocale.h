// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A pseudo-locale made from a translation source (.ts): every message translated as itself between
// ⟦ and ⟧ and a third longer, so that a string that never passed through the catalog stands out
// on screen, and a widget too narrow for longer words shows it. lrelease turns it into a .qm.

#include "models/expected.h"

#include <QFile>
#include <QProcess>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace kandesk::test {

inline QString pseudoTranslation(const QString &source)
{
    const int longer = (int(source.size()) + 2) / 3;
    return QStringLiteral("⟦") + source + QString(longer, QChar(0x00B7)) + QStringLiteral("⟧");
}

// Whether text went through the pseudo-locale (all of it, or the parts a sentence is made of).
inline bool isPseudoTranslated(const QString &text)
{
    return text.contains(QStringLiteral("⟦"));
}

// Writes the pseudo-locale of tsFile as qmFile, with the lrelease at lreleasePath.
inline Status buildPseudoLocale(const QString &tsFile, const QString &qmFile, const QString &lreleasePath)
{
    QFile in(tsFile);
    if (!in.open(QIODevice::ReadOnly))
        return Error { QStringLiteral("cannot read %1").arg(tsFile) };
    const QString pseudoTs = qmFile + QStringLiteral(".ts");
    QFile out(pseudoTs);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Error { QStringLiteral("cannot write %1").arg(pseudoTs) };
    QXmlStreamReader reader(&in);
    QXmlStreamWriter writer(&out);
    writer.setAutoFormatting(true);
    writer.writeStartDocument();
    writer.writeStartElement(QStringLiteral("TS"));
    writer.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
    writer.writeAttribute(QStringLiteral("language"), QStringLiteral("de"));
    int messages = 0;
    QString context;
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement())
            continue;
        if (reader.name() == QLatin1String("name")) {
            context = reader.readElementText();
        } else if (reader.name() == QLatin1String("message")) {
            const bool numerus = reader.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            QString source;
            QString comment;
            while (!(reader.isEndElement() && reader.name() == QLatin1String("message")) && !reader.atEnd()) {
                reader.readNext();
                if (reader.isStartElement() && reader.name() == QLatin1String("source"))
                    source = reader.readElementText();
                else if (reader.isStartElement() && reader.name() == QLatin1String("comment"))
                    comment = reader.readElementText();
            }
            writer.writeStartElement(QStringLiteral("context"));
            writer.writeTextElement(QStringLiteral("name"), context);
            writer.writeStartElement(QStringLiteral("message"));
            if (numerus)
                writer.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
            writer.writeTextElement(QStringLiteral("source"), source);
            if (!comment.isEmpty())
                writer.writeTextElement(QStringLiteral("comment"), comment);
            if (numerus) {
                writer.writeStartElement(QStringLiteral("translation"));
                writer.writeTextElement(QStringLiteral("numerusform"), pseudoTranslation(source));
                writer.writeTextElement(QStringLiteral("numerusform"), pseudoTranslation(source));
                writer.writeEndElement();
            } else {
                writer.writeTextElement(QStringLiteral("translation"), pseudoTranslation(source));
            }
            writer.writeEndElement();
            writer.writeEndElement();
            ++messages;
        }
    }
    writer.writeEndDocument();
    out.close();
    if (reader.hasError())
        return Error { QStringLiteral("%1: %2").arg(tsFile, reader.errorString()) };
    if (messages == 0)
        return Error { QStringLiteral("%1 has no messages").arg(tsFile) };
    QProcess lrelease;
    lrelease.start(lreleasePath, { QStringLiteral("-silent"), pseudoTs, QStringLiteral("-qm"), qmFile });
    if (!lrelease.waitForFinished(60'000) || lrelease.exitCode() != 0)
        return Error { QStringLiteral("lrelease failed: %1").arg(QString::fromLocal8Bit(lrelease.readAllStandardError())) };
    return {};
}

} // namespace kandesk::test
