// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "readinessrow.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace kandesk::ui {

namespace {

QString fixButtonText(ReadinessFix::Action action)
{
    switch (action) {
    case ReadinessFix::Action::InstallAgent:
        return ReadinessRow::tr("Install");
    case ReadinessFix::Action::AddKey:
        return ReadinessRow::tr("Add Key…");
    case ReadinessFix::Action::AddSecret:
        return ReadinessRow::tr("Add Secret…");
    case ReadinessFix::Action::EditAgent:
        return ReadinessRow::tr("Open Settings…");
    case ReadinessFix::Action::Command:
        break;
    }
    return {};
}

QString fixButtonToolTip(const ReadinessFix &fix)
{
    switch (fix.action) {
    case ReadinessFix::Action::InstallAgent:
        return ReadinessRow::tr("Installs it into Kandesk's home with npm (the same as %1)").arg(fix.command);
    case ReadinessFix::Action::AddKey:
        return ReadinessRow::tr("Opens Settings ▸ Agent profiles: add %1 to the agent's profile as a secret").arg(fix.variable);
    case ReadinessFix::Action::AddSecret:
        return ReadinessRow::tr("Opens Settings ▸ Secrets: store the secret “%1”").arg(fix.secret);
    case ReadinessFix::Action::EditAgent:
        return ReadinessRow::tr("Opens Settings ▸ Agents: give the agent's command its program's full path");
    case ReadinessFix::Action::Command:
        break;
    }
    return {};
}

} // namespace

ReadinessRow::ReadinessRow(QWidget *parent)
    : QWidget(parent)
    , m_mark(new QLabel(this))
    , m_text(new QLabel(this))
    , m_note(new QLabel(this))
    , m_fix(new QPushButton(this))
    , m_command(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Copy"), this))
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_mark->setObjectName(QStringLiteral("readinessMark"));
    m_mark->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("✓ ")) + 2);
    m_text->setObjectName(QStringLiteral("readinessText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setObjectName(QStringLiteral("readinessNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_note->hide();
    m_fix->setObjectName(QStringLiteral("readinessFix"));
    m_command->setObjectName(QStringLiteral("readinessCommand"));
    m_command->setReadOnly(true);
    m_command->setAccessibleName(tr("Command to run in a terminal"));
    m_copy->setObjectName(QStringLiteral("readinessCopy"));
    m_copy->setToolTip(tr("Copy the command"));

    // The command and a note (an install's progress or failure) go below the line, as wide as it.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 1, 0, 1);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_mark, 0, 0);
    layout->addWidget(m_text, 0, 1);
    layout->addWidget(m_fix, 0, 2);
    layout->addWidget(m_command, 1, 1);
    layout->addWidget(m_copy, 1, 2);
    layout->addWidget(m_note, 2, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    layout->setRowMinimumHeight(0, m_fix->sizeHint().height()); // lines with and without a button alike

    connect(m_fix, &QPushButton::clicked, this, [this] { Q_EMIT fixRequested(m_current); });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_command->text());
        m_command->selectAll();
    });
    setLine(true, {}, std::nullopt);
}

void ReadinessRow::setLine(bool ready, const QString &text, const std::optional<ReadinessFix> &fix, const QString &toolTip)
{
    m_mark->setText(ready ? QStringLiteral("✓") : QStringLiteral("⚠"));
    m_mark->setAccessibleName(ready ? tr("Ready") : tr("Missing"));
    m_text->setText(text);
    m_text->setToolTip(toolTip);
    m_current = fix.value_or(ReadinessFix{});
    const bool command = fix && fix->action == ReadinessFix::Action::Command;
    m_command->setText(command ? fix->command : QString());
    m_command->setCursorPosition(0);
    m_command->setVisible(command);
    m_copy->setVisible(command);
    m_fix->setVisible(fix && !command);
    if (fix && !command) {
        m_fix->setText(fixButtonText(fix->action));
        m_fix->setToolTip(fixButtonToolTip(*fix));
        m_fix->setEnabled(true);
    }
    setNote({}, false);
}

void ReadinessRow::setNote(const QString &note, bool working, bool failed)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_fix->setEnabled(!working);
    if (failed && m_current.action == ReadinessFix::Action::InstallAgent)
        m_fix->setText(tr("Try Again"));
}

QString ReadinessRow::text() const
{
    return m_text->text();
}

QString ReadinessRow::note() const
{
    return m_note->text();
}

} // namespace kandesk::ui
