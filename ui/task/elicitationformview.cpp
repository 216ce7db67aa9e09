// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "elicitationformview.h"

#include "transcriptstyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QUrl>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

using Type = ElicitationField::Type;

QString placeholderFor(const ElicitationField &field)
{
    if (const QString number = elicitationNumberWords(field); !number.isEmpty())
        return number.at(0).toUpper() + number.mid(1);
    if (field.format == QLatin1String("email"))
        return ElicitationFormView::tr("name@example.com");
    if (field.format == QLatin1String("uri"))
        return ElicitationFormView::tr("https://…");
    if (field.format == QLatin1String("date"))
        return ElicitationFormView::tr("YYYY-MM-DD");
    if (field.format == QLatin1String("date-time"))
        return ElicitationFormView::tr("YYYY-MM-DDThh:mm:ssZ");
    return {};
}

QString defaultText(const ElicitationField &field)
{
    if (field.defaultValue.isDouble())
        return QString::number(field.defaultValue.toDouble());
    return field.defaultValue.toString();
}

} // namespace

ElicitationFormView::ElicitationFormView(const QJsonObject &details, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("elicitationForm"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    if (details.value(QLatin1String("mode")).toString() == QLatin1String("url"))
        buildUrl(details.value(QLatin1String("url")).toString());
    else
        buildForm(details.value(QLatin1String("requested_schema")).toObject());
}

void ElicitationFormView::buildForm(const QJsonObject &schema)
{
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_fields = elicitationFields(schema);
    for (const ElicitationField &field : std::as_const(m_fields)) {
        QWidget *editor = nullptr;
        switch (field.type) {
        case Type::Text:
        case Type::Number:
        case Type::Integer: {
            auto *line = new QLineEdit(defaultText(field), this);
            line->setPlaceholderText(placeholderFor(field));
            connect(line, &QLineEdit::returnPressed, this, &ElicitationFormView::send);
            editor = line;
            break;
        }
        case Type::Boolean: {
            auto *box = new QCheckBox(this);
            box->setChecked(field.defaultValue.toBool());
            editor = box;
            break;
        }
        case Type::Choice: {
            auto *list = new QComboBox(this);
            if (!field.required || !field.defaultValue.isString())
                list->addItem(field.required ? tr("Choose…") : tr("(none)"), QString());
            for (qsizetype i = 0; i < field.choices.size(); ++i)
                list->addItem(field.choiceTitles.at(i), field.choices.at(i));
            const int chosen = list->findData(field.defaultValue.toString());
            list->setCurrentIndex(qMax(0, chosen));
            editor = list;
            break;
        }
        case Type::Choices: {
            auto *row = new QWidget(this);
            auto *boxes = new QHBoxLayout(row);
            boxes->setContentsMargins(0, 0, 0, 0);
            const QJsonArray defaults = field.defaultValue.toArray();
            for (qsizetype i = 0; i < field.choices.size(); ++i) {
                auto *box = new QCheckBox(field.choiceTitles.at(i), row);
                box->setProperty("choice", field.choices.at(i));
                box->setChecked(defaults.contains(field.choices.at(i)));
                boxes->addWidget(box);
            }
            boxes->addStretch();
            editor = row;
            break;
        }
        case Type::Unsupported:
            break;
        }
        m_editors.append(editor);
        if (!editor)
            continue;
        editor->setObjectName(QStringLiteral("field_") + field.name);
        editor->setAccessibleName(field.title);
        editor->setAccessibleDescription(field.description);
        editor->setToolTip(field.description);
        auto *label = new QLabel(field.required ? field.title + QStringLiteral(" *") : field.title, this);
        label->setBuddy(editor);
        label->setToolTip(field.description);
        form->addRow(label, editor);
    }
    static_cast<QVBoxLayout *>(layout())->addLayout(form);
    addButtons(tr("Send"));
}

void ElicitationFormView::buildUrl(const QString &url)
{
    m_url = url;
    auto *link = new QLabel(this);
    link->setObjectName(QStringLiteral("elicitationUrl"));
    link->setTextInteractionFlags(Qt::TextSelectableByMouse);
    link->setWordWrap(true);
    link->setText(url);
    layout()->addWidget(link);
    addButtons(tr("Open in Browser"));
}

void ElicitationFormView::addButtons(const QString &acceptLabel)
{
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("elicitationProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout()->addWidget(m_problem);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    auto *accept = new QPushButton(acceptLabel, this);
    accept->setObjectName(QStringLiteral("elicitationAccept"));
    accept->setToolTip(tr("Ctrl+Enter"));
    connect(accept, &QPushButton::clicked, this, &ElicitationFormView::send);
    auto *decline = new QPushButton(tr("Decline"), this);
    decline->setObjectName(QStringLiteral("elicitationDecline"));
    connect(decline, &QPushButton::clicked, this, [this] { Q_EMIT answered(QStringLiteral("decline"), {}); });
    auto *cancel = new QPushButton(tr("Cancel"), this);
    cancel->setObjectName(QStringLiteral("elicitationCancel"));
    connect(cancel, &QPushButton::clicked, this, [this] { Q_EMIT answered(QStringLiteral("cancel"), {}); });
    for (QPushButton *button : { accept, decline, cancel }) {
        button->setAutoDefault(false);
        button->setCursor(Qt::PointingHandCursor);
        row->addWidget(button);
    }
    row->addStretch();
    static_cast<QVBoxLayout *>(layout())->addLayout(row);
    for (const QKeySequence &keys : { QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter) }) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &ElicitationFormView::send);
    }
}

QJsonObject ElicitationFormView::content(QString *problem) const
{
    QJsonObject out;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        const ElicitationField &field = m_fields.at(i);
        QWidget *editor = m_editors.at(i);
        QJsonValue value(QJsonValue::Undefined);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            QString error;
            value = elicitationValueFromText(field, line->text(), &error);
            if (!error.isEmpty() && problem && problem->isEmpty())
                *problem = error;
        } else if (auto *box = qobject_cast<QCheckBox *>(editor)) {
            value = box->isChecked();
        } else if (auto *list = qobject_cast<QComboBox *>(editor)) {
            if (!list->currentData().toString().isEmpty())
                value = list->currentData().toString();
        } else if (editor) {
            QJsonArray chosen;
            for (const QCheckBox *choice : editor->findChildren<QCheckBox *>()) {
                if (choice->isChecked())
                    chosen.append(choice->property("choice").toString());
            }
            if (!chosen.isEmpty())
                value = chosen;
        }
        if (!value.isUndefined())
            out.insert(field.name, value);
    }
    return out;
}

void ElicitationFormView::send()
{
    if (!m_url.isEmpty()) {
        QDesktopServices::openUrl(QUrl(m_url));
        Q_EMIT answered(QStringLiteral("accept"), {});
        return;
    }
    QString problem;
    const QJsonObject values = content(&problem);
    if (problem.isEmpty())
        problem = elicitationProblem(m_fields, values);
    if (!problem.isEmpty()) {
        showProblem(problem);
        return;
    }
    Q_EMIT answered(QStringLiteral("accept"), values);
}

void ElicitationFormView::showProblem(const QString &problem)
{
    const bool wasHidden = m_problem->isHidden();
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, failureColour(palette()));
    m_problem->setPalette(warning);
    m_problem->setText(problem);
    m_problem->show();
    if (wasHidden) {
        adjustSize();
        Q_EMIT heightChanged();
    }
}

} // namespace kandesk::ui
