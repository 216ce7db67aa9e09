// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "elicitationform.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ElicitationFormWords".
struct ElicitationFormWords {
    Q_DECLARE_TR_FUNCTIONS(ElicitationFormWords)
};

using Type = ElicitationField::Type;

std::optional<double> numberOf(const QJsonObject &property, const char *name)
{
    const QJsonValue value = property.value(QLatin1StringView(name));
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

std::optional<int> countOf(const QJsonObject &property, const char *name)
{
    const QJsonValue value = property.value(QLatin1StringView(name));
    return value.isDouble() ? std::optional<int>(value.toInt()) : std::nullopt;
}

// enum [values] or oneOf/anyOf [{const, title}] into field's choices.
void readChoices(const QJsonObject &from, ElicitationField &field)
{
    for (const QJsonValue &value : from.value("enum"_L1).toArray()) {
        field.choices.append(value.toString());
        field.choiceTitles.append(value.toString());
    }
    for (const char *listName : { "oneOf", "anyOf" }) {
        for (const QJsonValue &value : from.value(QLatin1StringView(listName)).toArray()) {
            const QString constant = value.toObject().value("const"_L1).toString();
            field.choices.append(constant);
            field.choiceTitles.append(value.toObject().value("title"_L1).toString(constant));
        }
    }
}

ElicitationField fieldOf(const QString &name, const QJsonObject &property)
{
    ElicitationField field;
    field.name = name;
    field.title = property.value("title"_L1).toString();
    if (field.title.isEmpty())
        field.title = name;
    field.description = property.value("description"_L1).toString();
    field.defaultValue = property.value("default"_L1);
    if (field.defaultValue.isNull())
        field.defaultValue = QJsonValue(QJsonValue::Undefined);
    const QString type = property.value("type"_L1).toString();
    if (type == QLatin1String("string")) {
        readChoices(property, field);
        field.type = field.choices.isEmpty() ? Type::Text : Type::Choice;
        field.minLength = countOf(property, "minLength");
        field.maxLength = countOf(property, "maxLength");
        field.format = property.value("format"_L1).toString();
    } else if (type == QLatin1String("number") || type == QLatin1String("integer")) {
        field.type = type == QLatin1String("number") ? Type::Number : Type::Integer;
        field.minimum = numberOf(property, "minimum");
        field.maximum = numberOf(property, "maximum");
    } else if (type == QLatin1String("boolean")) {
        field.type = Type::Boolean;
    } else if (type == QLatin1String("array")) {
        readChoices(property.value("items"_L1).toObject(), field);
        field.type = field.choices.isEmpty() ? Type::Unsupported : Type::Choices;
        field.minItems = countOf(property, "minItems");
        field.maxItems = countOf(property, "maxItems");
    } else {
        field.type = Type::Unsupported; // ACP: a type this client does not know is not shown as a known one
    }
    return field;
}

QString numberWords(double value)
{
    return QLocale::c().toString(value, 'g', 15);
}

// One choice by its value, its title (any case) or its number from 1.
std::optional<QString> choiceOf(const ElicitationField &field, const QString &text)
{
    const QString wanted = text.trimmed();
    for (qsizetype i = 0; i < field.choices.size(); ++i) {
        if (wanted == field.choices.at(i) || wanted.compare(field.choiceTitles.at(i), Qt::CaseInsensitive) == 0)
            return field.choices.at(i);
    }
    bool isNumber = false;
    const int number = wanted.toInt(&isNumber);
    if (isNumber && number >= 1 && number <= field.choices.size())
        return field.choices.at(number - 1);
    return std::nullopt;
}

QString rangeProblem(const ElicitationField &field, double value)
{
    if (field.minimum && value < *field.minimum)
        return ElicitationFormWords::tr("%1 is at least %2.").arg(field.title, numberWords(*field.minimum));
    if (field.maximum && value > *field.maximum)
        return ElicitationFormWords::tr("%1 is at most %2.").arg(field.title, numberWords(*field.maximum));
    return {};
}

QString valueProblem(const ElicitationField &field, const QJsonValue &value)
{
    switch (field.type) {
    case Type::Text: {
        if (!value.isString())
            return ElicitationFormWords::tr("%1 is a text.").arg(field.title);
        const qsizetype length = value.toString().size();
        if (field.minLength && length < *field.minLength)
            return ElicitationFormWords::tr("%1 needs at least %n character(s).", nullptr, int(*field.minLength)).arg(field.title);
        if (field.maxLength && length > *field.maxLength)
            return ElicitationFormWords::tr("%1 takes at most %n character(s).", nullptr, int(*field.maxLength)).arg(field.title);
        return {};
    }
    case Type::Number:
        return value.isDouble() ? rangeProblem(field, value.toDouble()) : ElicitationFormWords::tr("%1 is a number.").arg(field.title);
    case Type::Integer: {
        const double number = value.toDouble();
        if (!value.isDouble() || std::floor(number) != number)
            return ElicitationFormWords::tr("%1 is a whole number.").arg(field.title);
        return rangeProblem(field, number);
    }
    case Type::Boolean:
        return value.isBool() ? QString() : ElicitationFormWords::tr("%1 is yes or no.").arg(field.title);
    case Type::Choice:
        return field.choices.contains(value.toString()) ? QString()
                                                        : ElicitationFormWords::tr("%1 is one of: %2.").arg(field.title, field.choiceTitles.join(QStringLiteral(", ")));
    case Type::Choices: {
        const QJsonArray chosen = value.toArray();
        for (const QJsonValue &one : chosen) {
            if (!field.choices.contains(one.toString()))
                return ElicitationFormWords::tr("%1 takes only: %2.").arg(field.title, field.choiceTitles.join(QStringLiteral(", ")));
        }
        if (field.minItems && chosen.size() < *field.minItems)
            return ElicitationFormWords::tr("%1 needs at least %n chosen.", nullptr, int(*field.minItems)).arg(field.title);
        if (field.maxItems && chosen.size() > *field.maxItems)
            return ElicitationFormWords::tr("%1 takes at most %n chosen.", nullptr, int(*field.maxItems)).arg(field.title);
        return {};
    }
    case Type::Unsupported:
        return {};
    }
    return {};
}

} // namespace

QList<ElicitationField> elicitationFields(const QJsonObject &schema)
{
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    QStringList required;
    for (const QJsonValue &name : schema.value("required"_L1).toArray())
        required.append(name.toString());
    QList<ElicitationField> fields;
    // QJsonObject sorts its keys; the schema's own order is lost with it, so the required fields
    // come first, in the order the schema lists them, then the others.
    for (const QString &name : std::as_const(required)) {
        if (properties.contains(name)) {
            fields.append(fieldOf(name, properties.value(name).toObject()));
            fields.last().required = true;
        }
    }
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        if (!required.contains(it.key()))
            fields.append(fieldOf(it.key(), it.value().toObject()));
    }
    return fields;
}

QJsonValue elicitationValueFromText(const ElicitationField &field, const QString &text, QString *error)
{
    const QString typed = text.trimmed();
    if (typed.isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    switch (field.type) {
    case Type::Text:
        return text;
    case Type::Number:
    case Type::Integer: {
        bool ok = false;
        const double number = QLocale::c().toDouble(typed, &ok);
        if (ok && (field.type == Type::Number || std::floor(number) == number))
            return field.type == Type::Integer ? QJsonValue(qint64(number)) : QJsonValue(number);
        *error = field.type == Type::Integer ? ElicitationFormWords::tr("%1 is a whole number.").arg(field.title)
                                             : ElicitationFormWords::tr("%1 is a number.").arg(field.title);
        return QJsonValue(QJsonValue::Undefined);
    }
    case Type::Boolean: {
        const QString lower = typed.toLower();
        if (lower == QLatin1String("y") || lower == QLatin1String("yes") || lower == QLatin1String("true"))
            return true;
        if (lower == QLatin1String("n") || lower == QLatin1String("no") || lower == QLatin1String("false"))
            return false;
        *error = ElicitationFormWords::tr("%1 is yes or no.").arg(field.title);
        return QJsonValue(QJsonValue::Undefined);
    }
    case Type::Choice:
        if (const auto choice = choiceOf(field, typed))
            return *choice;
        *error = ElicitationFormWords::tr("%1 is one of: %2.").arg(field.title, field.choiceTitles.join(QStringLiteral(", ")));
        return QJsonValue(QJsonValue::Undefined);
    case Type::Choices: {
        QJsonArray chosen;
        for (const QString &part : typed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto choice = choiceOf(field, part);
            if (!choice) {
                *error = ElicitationFormWords::tr("%1 takes only: %2.").arg(field.title, field.choiceTitles.join(QStringLiteral(", ")));
                return QJsonValue(QJsonValue::Undefined);
            }
            chosen.append(*choice);
        }
        return chosen;
    }
    case Type::Unsupported:
        break;
    }
    return QJsonValue(QJsonValue::Undefined);
}

QString elicitationNumberWords(const ElicitationField &field)
{
    if (field.type != Type::Integer && field.type != Type::Number)
        return {};
    const bool whole = field.type == Type::Integer;
    if (field.minimum && field.maximum)
        return (whole ? ElicitationFormWords::tr("a whole number from %1 to %2") : ElicitationFormWords::tr("a number from %1 to %2"))
            .arg(numberWords(*field.minimum), numberWords(*field.maximum));
    if (field.minimum)
        return (whole ? ElicitationFormWords::tr("a whole number, at least %1") : ElicitationFormWords::tr("a number, at least %1")).arg(numberWords(*field.minimum));
    if (field.maximum)
        return (whole ? ElicitationFormWords::tr("a whole number, at most %1") : ElicitationFormWords::tr("a number, at most %1")).arg(numberWords(*field.maximum));
    return whole ? ElicitationFormWords::tr("a whole number") : ElicitationFormWords::tr("a number");
}

QString elicitationProblem(const QList<ElicitationField> &fields, const QJsonObject &content)
{
    for (const ElicitationField &field : fields) {
        const QJsonValue value = content.value(field.name);
        const bool empty = value.isUndefined() || value.isNull() || (value.isString() && value.toString().isEmpty())
            || (value.isArray() && value.toArray().isEmpty());
        if (empty) {
            if (field.required)
                return ElicitationFormWords::tr("%1 is required.").arg(field.title);
            continue;
        }
        if (const QString problem = valueProblem(field, value); !problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace kandesk
