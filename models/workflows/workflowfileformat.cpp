// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowfileformat.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace kandesk::workflowfile::format {

const std::initializer_list<const char *> kWorkflowKeys{key::Name, key::Description, key::Prompt, key::AgentProfile,
                                                        key::Steps};
const std::initializer_list<const char *> kStepKeys{key::Name,
                                                    key::Position,
                                                    key::Color,
                                                    key::Prompt,
                                                    key::IsStartStep,
                                                    key::ShowInCommandPanel,
                                                    key::AllowManualMove,
                                                    key::AutoArchiveAfterHours,
                                                    key::WipLimit,
                                                    key::AgentProfile,
                                                    key::Events};

namespace {

std::optional<bool> coreBool(const QString &text)
{
    static const QStringList trueWords{QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE")};
    static const QStringList falseWords{QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE")};
    if (trueWords.contains(text))
        return true;
    if (falseWords.contains(text))
        return false;
    return std::nullopt;
}

std::optional<double> decimalFloat(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    if (!pattern.match(text).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

} // namespace

QString fromUtf8(const std::string &text)
{
    return QString::fromStdString(text);
}

bool isOneOf(const std::string &text, const std::initializer_list<const char *> &names)
{
    return std::any_of(names.begin(), names.end(), [&text](const char *name) { return text == name; });
}

bool isYaml11Bool(const QString &text)
{
    static const QStringList words{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("on"),
                                   QStringLiteral("off"), QStringLiteral("y"),  QStringLiteral("n")};
    return words.contains(text, Qt::CaseInsensitive);
}

bool isNullWord(const QString &text)
{
    static const QStringList words{QString(), QStringLiteral("~"), QStringLiteral("null"), QStringLiteral("Null"),
                                   QStringLiteral("NULL")};
    return words.contains(text);
}

std::optional<qint64> decimalInteger(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[-+]?[0-9]+$"));
    if (!pattern.match(text).hasMatch())
        return std::nullopt;
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

QJsonValue resolvePlain(const QString &text)
{
    if (const std::optional<bool> flag = coreBool(text))
        return *flag;
    if (const std::optional<qint64> integer = decimalInteger(text))
        return *integer;
    if (const std::optional<double> number = decimalFloat(text))
        return *number;
    return text;
}

} // namespace kandesk::workflowfile::format
