// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "jiradocument.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

namespace kandesk::issues {

namespace {

QString typeOf(const QJsonObject &node)
{
    return node.value(QStringLiteral("type")).toString();
}

QJsonArray contentOf(const QJsonObject &node)
{
    return node.value(QStringLiteral("content")).toArray();
}

QJsonObject attrsOf(const QJsonObject &node)
{
    return node.value(QStringLiteral("attrs")).toObject();
}

// What a node without a rule of its own says: its text, its attrs' text, or the link it stands for.
QString leafText(const QJsonObject &node)
{
    for (const QString &text :
        { node.value(QStringLiteral("text")).toString(), attrsOf(node).value(QStringLiteral("text")).toString(),
            attrsOf(node).value(QStringLiteral("url")).toString() }) {
        if (!text.isEmpty())
            return text;
    }
    return {};
}

int longestRun(const QString &text, QChar character)
{
    int longest = 0;
    int run = 0;
    for (QChar c : text) {
        run = c == character ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

QString codeSpan(const QString &text)
{
    const QString ticks(longestRun(text, QLatin1Char('`')) + 1, QLatin1Char('`'));
    // A span starting or ending with a backtick needs a space between it and the fence.
    const bool padded = text.startsWith(QLatin1Char('`')) || text.endsWith(QLatin1Char('`'));
    const QString pad = padded ? QStringLiteral(" ") : QString();
    return ticks + pad + text + pad + ticks;
}

// Emphasis around "bold " is not emphasis in Markdown: the spaces stay outside the markers.
QString wrapped(const QString &text, const QString &marker)
{
    qsizetype start = 0;
    while (start < text.size() && text.at(start).isSpace())
        ++start;
    qsizetype end = text.size();
    while (end > start && text.at(end - 1).isSpace())
        --end;
    if (start == end)
        return text;
    return text.left(start) + marker + text.mid(start, end - start) + marker + text.mid(end);
}

QString markedText(const QString &text, const QJsonArray &marks)
{
    auto markOf = [&marks](const QString &type) {
        for (const QJsonValue &mark : marks) {
            if (typeOf(mark.toObject()) == type)
                return mark.toObject();
        }
        return QJsonObject();
    };
    QString rendered = text;
    if (!markOf(QStringLiteral("code")).isEmpty())
        rendered = codeSpan(rendered);
    if (!markOf(QStringLiteral("em")).isEmpty())
        rendered = wrapped(rendered, QStringLiteral("*"));
    if (!markOf(QStringLiteral("strong")).isEmpty())
        rendered = wrapped(rendered, QStringLiteral("**"));
    if (!markOf(QStringLiteral("strike")).isEmpty())
        rendered = wrapped(rendered, QStringLiteral("~~"));
    if (const QJsonObject link = markOf(QStringLiteral("link")); !link.isEmpty())
        rendered = QLatin1Char('[') + rendered + QStringLiteral("](")
            + attrsOf(link).value(QStringLiteral("href")).toString() + QLatin1Char(')');
    return rendered;
}

QString inlineMarkdown(const QJsonArray &nodes)
{
    QString rendered;
    for (const QJsonValue &value : nodes) {
        const QJsonObject node = value.toObject();
        const QString type = typeOf(node);
        if (type == QLatin1String("text")) {
            rendered += markedText(
                node.value(QStringLiteral("text")).toString(), node.value(QStringLiteral("marks")).toArray());
        } else if (type == QLatin1String("hardBreak")) {
            rendered += QLatin1Char('\n');
        } else if (type == QLatin1String("mention")) {
            QString name = attrsOf(node).value(QStringLiteral("text")).toString();
            if (name.isEmpty())
                name = attrsOf(node).value(QStringLiteral("id")).toString();
            rendered += name.startsWith(QLatin1Char('@')) ? name : QLatin1Char('@') + name;
        } else if (type == QLatin1String("emoji")) {
            const QString text = attrsOf(node).value(QStringLiteral("text")).toString();
            rendered += text.isEmpty() ? attrsOf(node).value(QStringLiteral("shortName")).toString() : text;
        } else if (const QString text = leafText(node); !text.isEmpty()) {
            rendered += text;
        } else {
            rendered += inlineMarkdown(contentOf(node));
        }
    }
    return rendered;
}

QString blocksMarkdown(const QJsonArray &nodes, const QString &separator);

// The item's lines after its marker; the lines after the first indented to the marker's width.
QString listItem(const QString &marker, const QJsonObject &item)
{
    const QStringList lines = blocksMarkdown(contentOf(item), QStringLiteral("\n")).split(QLatin1Char('\n'));
    const QString indent(marker.size(), QLatin1Char(' '));
    QStringList indented;
    for (qsizetype i = 0; i < lines.size(); ++i)
        indented.append(i == 0 ? marker + lines.at(i) : lines.at(i).isEmpty() ? QString() : indent + lines.at(i));
    return indented.join(QLatin1Char('\n'));
}

QString listMarkdown(const QJsonObject &list, bool ordered)
{
    int number = ordered ? attrsOf(list).value(QStringLiteral("order")).toInt(1) : 0;
    QStringList items;
    for (const QJsonValue &item : contentOf(list)) {
        const QString marker = ordered ? QString::number(number++) + QStringLiteral(". ") : QStringLiteral("- ");
        items.append(listItem(marker, item.toObject()));
    }
    return items.join(QLatin1Char('\n'));
}

QString codeBlock(const QJsonObject &node)
{
    QString code;
    for (const QJsonValue &text : contentOf(node))
        code += text.toObject().value(QStringLiteral("text")).toString();
    const QString fence(std::max(3, longestRun(code, QLatin1Char('`')) + 1), QLatin1Char('`'));
    return fence + attrsOf(node).value(QStringLiteral("language")).toString() + QLatin1Char('\n') + code
        + QLatin1Char('\n') + fence;
}

QString quoted(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = line.isEmpty() ? QStringLiteral(">") : QStringLiteral("> ") + line;
    return lines.join(QLatin1Char('\n'));
}

bool isInline(const QString &type)
{
    static const QStringList inlineTypes { QStringLiteral("text"), QStringLiteral("hardBreak"),
        QStringLiteral("mention"), QStringLiteral("emoji"), QStringLiteral("inlineCard"), QStringLiteral("status"),
        QStringLiteral("date") };
    return inlineTypes.contains(type);
}

QString blockMarkdown(const QJsonObject &node)
{
    const QString type = typeOf(node);
    if (type == QLatin1String("paragraph"))
        return inlineMarkdown(contentOf(node));
    if (type == QLatin1String("heading")) {
        const int level = std::clamp(attrsOf(node).value(QStringLiteral("level")).toInt(1), 1, 6);
        return QString(level, QLatin1Char('#')) + QLatin1Char(' ') + inlineMarkdown(contentOf(node));
    }
    if (type == QLatin1String("bulletList") || type == QLatin1String("orderedList"))
        return listMarkdown(node, type == QLatin1String("orderedList"));
    if (type == QLatin1String("codeBlock"))
        return codeBlock(node);
    if (type == QLatin1String("blockquote"))
        return quoted(blocksMarkdown(contentOf(node), QStringLiteral("\n\n")));
    if (type == QLatin1String("rule"))
        return QStringLiteral("---");
    if (isInline(type))
        return inlineMarkdown(QJsonArray { node });
    const QJsonArray children = contentOf(node);
    if (children.isEmpty())
        return leafText(node);
    if (isInline(typeOf(children.first().toObject())))
        return inlineMarkdown(children);
    return blocksMarkdown(children, QStringLiteral("\n\n"));
}

QString blocksMarkdown(const QJsonArray &nodes, const QString &separator)
{
    QStringList blocks;
    for (const QJsonValue &node : nodes) {
        const QString block = blockMarkdown(node.toObject());
        if (!block.isEmpty())
            blocks.append(block);
    }
    return blocks.join(separator);
}

QJsonObject textNode(const QString &text)
{
    return { { QStringLiteral("type"), QStringLiteral("text") }, { QStringLiteral("text"), text } };
}

QJsonObject paragraphNode(const QStringList &lines)
{
    QJsonArray content;
    for (const QString &line : lines) {
        if (!content.isEmpty())
            content.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("hardBreak") } });
        content.append(textNode(line));
    }
    return { { QStringLiteral("type"), QStringLiteral("paragraph") }, { QStringLiteral("content"), content } };
}

QJsonObject codeBlockNode(const QString &language, const QStringList &lines)
{
    QJsonObject node { { QStringLiteral("type"), QStringLiteral("codeBlock") } };
    if (!language.isEmpty())
        node.insert(QStringLiteral("attrs"), QJsonObject { { QStringLiteral("language"), language } });
    // Jira refuses empty text nodes.
    const QString code = lines.join(QLatin1Char('\n'));
    node.insert(QStringLiteral("content"), code.isEmpty() ? QJsonArray() : QJsonArray { textNode(code) });
    return node;
}

// The run of backticks that opens a fence (three or more), or an empty string.
QString fenceOf(const QString &line)
{
    const QString trimmed = line.trimmed();
    qsizetype length = 0;
    while (length < trimmed.size() && trimmed.at(length) == QLatin1Char('`'))
        ++length;
    return length >= 3 ? trimmed.left(length) : QString();
}

} // namespace

QString adfToMarkdown(const QJsonObject &document)
{
    if (typeOf(document) != QLatin1String("doc"))
        return blockMarkdown(document);
    return blocksMarkdown(contentOf(document), QStringLiteral("\n\n"));
}

QJsonObject markdownToAdf(const QString &markdown)
{
    QString text = markdown;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QJsonArray blocks;
    QStringList paragraph;
    auto endParagraph = [&blocks, &paragraph] {
        if (!paragraph.isEmpty())
            blocks.append(paragraphNode(paragraph));
        paragraph.clear();
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const QString fence = fenceOf(line);
        if (!fence.isEmpty()) {
            endParagraph();
            const QString language = line.trimmed().mid(fence.size()).trimmed().section(QLatin1Char(' '), 0, 0);
            QStringList code;
            // An unclosed fence runs to the end, as in CommonMark.
            for (++i; i < lines.size(); ++i) {
                const QString closing = lines.at(i).trimmed();
                if (closing.size() >= fence.size() && closing == QString(closing.size(), QLatin1Char('`')))
                    break;
                code.append(lines.at(i));
            }
            blocks.append(codeBlockNode(language, code));
        } else if (line.trimmed().isEmpty()) {
            endParagraph();
        } else {
            paragraph.append(line);
        }
    }
    endParagraph();
    return { { QStringLiteral("type"), QStringLiteral("doc") }, { QStringLiteral("version"), 1 },
        { QStringLiteral("content"), blocks } };
}

} // namespace kandesk::issues
