// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "elicitationquestions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ElicitationQuestions".
struct ElicitationQuestionsWords {
    Q_DECLARE_TR_FUNCTIONS(ElicitationQuestions)
};

using Type = ElicitationField::Type;

QString hintOf(const ElicitationField &field)
{
    QStringList numbered;
    for (qsizetype i = 0; i < field.choiceTitles.size(); ++i)
        numbered.append(QStringLiteral("%1) %2").arg(i + 1).arg(field.choiceTitles.at(i)));
    switch (field.type) {
    case Type::Integer:
    case Type::Number:
        return elicitationNumberWords(field);
    case Type::Boolean:
        return QStringLiteral("y/n");
    case Type::Choice:
        return numbered.join(QStringLiteral(", "));
    case Type::Choices:
        return numbered.join(QStringLiteral(", ")) + ElicitationQuestionsWords::tr("; several with commas");
    case Type::Text:
        return field.format;
    case Type::Unsupported:
        break;
    }
    return {};
}

QString defaultWords(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("y") : QStringLiteral("n");
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isArray()) {
        QStringList items;
        for (const QJsonValue &item : value.toArray())
            items.append(item.toString());
        return items.join(QStringLiteral(", "));
    }
    return value.toString();
}

} // namespace

ElicitationQuestions::ElicitationQuestions(const QJsonObject &schema)
    : m_fields(elicitationFields(schema))
{
    skipUnsupported();
}

QString ElicitationQuestions::question() const
{
    if (done())
        return {};
    const ElicitationField &field = m_fields.at(m_next);
    QString text = field.title;
    if (field.required)
        text += QLatin1Char('*');
    if (const QString hint = hintOf(field); !hint.isEmpty())
        text += QStringLiteral(" (%1)").arg(hint);
    if (!field.defaultValue.isUndefined())
        text += QStringLiteral(" [%1]").arg(defaultWords(field.defaultValue));
    return text + QStringLiteral(": ");
}

bool ElicitationQuestions::answer(const QString &line, QString *error)
{
    const ElicitationField &field = m_fields.at(m_next);
    QJsonValue value = elicitationValueFromText(field, line, error);
    if (!error->isEmpty())
        return false;
    if (value.isUndefined())
        value = field.defaultValue;
    if (value.isUndefined() && field.required) {
        *error = ElicitationQuestionsWords::tr("%1 is required.").arg(field.title);
        return false;
    }
    if (!value.isUndefined()) {
        QJsonObject one { { field.name, value } };
        if (const QString problem = elicitationProblem({ field }, one); !problem.isEmpty()) {
            *error = problem;
            return false;
        }
        m_content.insert(field.name, value);
    }
    ++m_next;
    skipUnsupported();
    return true;
}

void ElicitationQuestions::skipUnsupported()
{
    while (!done() && m_fields.at(m_next).type == Type::Unsupported)
        ++m_next;
}

} // namespace kandesk::cli
