// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptdetail.h"

#include "application/terminals/terminalscreen.h"

#include "transcriptdelegate.h"
#include "transcriptroles.h"
#include "transcriptstyle.h"
#include "ui/colourmix.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QModelIndex>
#include <QPalette>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace kandesk::ui {

namespace {

constexpr qsizetype kDetailLimit = 6000;

QString jsonText(const QJsonValue &value)
{
    QString text;
    if (value.isString())
        text = value.toString();
    else if (value.isObject())
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    else if (value.isArray())
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    else if (!value.isNull() && !value.isUndefined())
        text = value.toVariant().toString();
    if (text.size() > kDetailLimit)
        text = text.left(kDetailLimit)
            + QCoreApplication::translate("TranscriptDelegate", "\n… (%1 more characters)")
                  .arg(text.size() - kDetailLimit);
    return text;
}

// A small document builder: headings, plain paragraphs and monospace boxes.
class DetailWriter
{
public:
    DetailWriter(QTextDocument *document, const QFont &font, const QPalette &palette)
        : m_cursor(document)
        , m_font(font)
        , m_palette(palette)
    {
        document->setUndoRedoEnabled(false);
        document->setDocumentMargin(0);
        document->setDefaultFont(font);
    }

    void heading(const QString &text)
    {
        QTextCharFormat format;
        format.setFontWeight(QFont::DemiBold);
        format.setForeground(dimColour(m_palette));
        QTextBlockFormat block;
        block.setTopMargin(m_first ? 0 : 6);
        paragraph(text, format, block);
    }

    void plain(const QString &text, const QColor &colour = {})
    {
        QTextCharFormat format;
        if (colour.isValid())
            format.setForeground(colour);
        paragraph(text, format, {});
    }

    void code(const QString &text)
    {
        QTextCharFormat format;
        format.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        QTextBlockFormat block;
        block.setBackground(mix(m_palette.color(QPalette::Base), m_palette.color(QPalette::Text), 0.06));
        block.setLeftMargin(6);
        block.setRightMargin(6);
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString &line : lines)
            paragraph(line, format, block);
    }

private:
    void paragraph(const QString &text, const QTextCharFormat &format, const QTextBlockFormat &block)
    {
        if (!m_first)
            m_cursor.insertBlock(block, format);
        else
            m_cursor.setBlockFormat(block);
        m_first = false;
        m_cursor.insertText(text, format);
    }

    QTextCursor m_cursor;
    QFont m_font;
    QPalette m_palette;
    bool m_first = true;
};

// A terminal the agent ran its command in: the output so far as the terminal shows it (escape
// sequences applied), and how the command ended.
void writeTerminal(DetailWriter &writer, const QJsonObject &content, bool headingOnly)
{
    const QJsonValue status = content.value(QLatin1String("exitStatus"));
    QString state = TranscriptDelegate::tr("running");
    if (status.isObject()) {
        const QJsonObject exit = status.toObject();
        state = exit.value(QLatin1String("signal")).isString()
            ? TranscriptDelegate::tr("ended by %1").arg(exit.value(QLatin1String("signal")).toString())
            : TranscriptDelegate::tr("exit code %1").arg(exit.value(QLatin1String("exitCode")).toInt());
    }
    writer.heading(TranscriptDelegate::tr("Terminal · %1").arg(state));
    const QString output = content.value(QLatin1String("output")).toString();
    if (output.isEmpty() || headingOnly)
        return;
    const QString shown = terminalText(output.toUtf8());
    writer.code(content.value(QLatin1String("truncated")).toBool() ? QStringLiteral("…") + shown : shown);
}

std::unique_ptr<QTextDocument> newDetail(int textWidth)
{
    auto document = std::make_unique<QTextDocument>();
    document->setTextWidth(textWidth);
    return document;
}

} // namespace

std::unique_ptr<QTextDocument> toolCallDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette, bool terminalShownLive)
{
    auto document = newDetail(textWidth);
    DetailWriter writer(document.get(), font, palette);
    const QStringList locations = index.data(transcript::ToolLocationsRole).toStringList();
    if (!locations.isEmpty()) {
        writer.heading(TranscriptDelegate::tr("Locations"));
        writer.code(locations.join(QLatin1Char('\n')));
    }
    const QJsonValue rawInput = index.data(transcript::ToolInputRole).toJsonValue();
    const QString input = jsonText(rawInput);
    const QJsonValue command = rawInput.toObject().value(QLatin1String("command"));
    if (command.isString() && rawInput.toObject().size() == 1) {
        writer.heading(TranscriptDelegate::tr("Command"));
        writer.code(QStringLiteral("$ ") + command.toString());
    } else if (!input.isEmpty()) {
        writer.heading(TranscriptDelegate::tr("Input"));
        writer.code(input);
    }
    const QJsonArray contents = index.data(transcript::ToolContentsRole).toJsonArray();
    for (const QJsonValue &value : contents) {
        const QJsonObject content = value.toObject();
        const QString type = content.value(QLatin1String("type")).toString();
        if (type == QLatin1String("diff")) {
            writer.heading(TranscriptDelegate::tr("Change to %1").arg(content.value(QLatin1String("path")).toString()));
            writer.code(jsonText(content.value(QLatin1String("newText"))));
        } else if (type == QLatin1String("terminal")) {
            writeTerminal(writer, content, terminalShownLive);
        } else {
            const QJsonObject inner = content.value(QLatin1String("content")).toObject();
            writer.heading(TranscriptDelegate::tr("Content"));
            writer.code(jsonText(
                inner.contains(QLatin1String("text")) ? inner.value(QLatin1String("text")) : QJsonValue(inner)));
        }
    }
    const QJsonValue rawOutput = index.data(transcript::ToolOutputRole).toJsonValue();
    const QString output = jsonText(rawOutput);
    const QJsonObject outputObject = rawOutput.toObject();
    const bool streams = !outputObject.isEmpty()
        && std::all_of(outputObject.begin(), outputObject.end(), [](const QJsonValue &v) { return v.isString(); });
    if (streams) {
        // {stdout, stderr, …}: the text itself reads better than its JSON.
        for (auto it = outputObject.begin(); it != outputObject.end(); ++it) {
            writer.heading(it.key());
            writer.code(jsonText(it.value()).trimmed());
        }
    } else if (!output.isEmpty()) {
        writer.heading(TranscriptDelegate::tr("Output"));
        writer.code(output);
    }
    if (locations.isEmpty() && input.isEmpty() && output.isEmpty() && contents.isEmpty())
        writer.plain(TranscriptDelegate::tr("The agent sent no details for this tool call."), dimColour(palette));
    return document;
}

std::unique_ptr<QTextDocument> permissionDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette)
{
    const QJsonObject details = index.data(transcript::PermissionDetailsRole).toJsonObject();
    if (details.isEmpty())
        return nullptr;
    auto document = newDetail(textWidth);
    DetailWriter writer(document.get(), font, palette);
    QStringList lines;
    for (auto it = details.begin(); it != details.end(); ++it) {
        const QString value = it.value().isString()
            ? it.value().toString()
            : QString::fromUtf8(QJsonDocument::fromVariant(it.value().toVariant()).toJson(QJsonDocument::Compact));
        lines.append(it.key() + QStringLiteral(": ") + value);
    }
    writer.code(jsonText(lines.join(QLatin1Char('\n'))));
    return document;
}

std::unique_ptr<QTextDocument> elicitationDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette)
{
    auto document = newDetail(textWidth);
    DetailWriter writer(document.get(), font, palette);
    writer.plain(index.data(transcript::TextRole).toString());
    const QJsonObject schema
        = index.data(transcript::PermissionDetailsRole).toJsonObject().value(QLatin1String("requested_schema")).toObject();
    const QString description = schema.value(QLatin1String("description")).toString();
    if (!description.isEmpty())
        writer.plain(description, dimColour(palette));
    return document;
}

std::unique_ptr<QTextDocument> errorDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette)
{
    auto document = newDetail(textWidth);
    DetailWriter writer(document.get(), font, palette);
    writer.plain(index.data(transcript::TextRole).toString());
    const QVariant exitCode = index.data(transcript::ExitCodeRole);
    if (exitCode.isValid())
        writer.plain(TranscriptDelegate::tr("Exit code %1").arg(exitCode.toInt()), dimColour(palette));
    const QString stderrText = index.data(transcript::StderrRole).toString();
    if (!stderrText.isEmpty()) {
        writer.heading(TranscriptDelegate::tr("Last lines of the agent's error output"));
        writer.code(stderrText);
    }
    const QStringList advice = index.data(transcript::AdviceRole).toStringList();
    if (!advice.isEmpty()) {
        writer.heading(TranscriptDelegate::tr("What to do"));
        for (const QString &line : advice)
            writer.plain(line);
    }
    return document;
}

} // namespace kandesk::ui
