// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "readinesspanel.h"

#include "readinessrow.h"

#include "application/settings/agentinstalls.h"
#include "models/whenfinished.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace kandesk::ui {

namespace {

QString agentLine(const AgentCheck &check)
{
    const QString name = check.custom || check.version.isEmpty() ? check.displayName : check.displayName + QLatin1Char(' ') + check.version;
    if (check.ready) {
        switch (check.key) {
        case KeyState::Set:
            return ReadinessPanel::tr("%1 — ready (%2 set)").arg(name, check.keyVariable);
        case KeyState::SignIn:
            return ReadinessPanel::tr("%1 — ready; signs in at its first start").arg(name);
        case KeyState::None:
        case KeyState::Missing:
            break;
        }
        return ReadinessPanel::tr("%1 — ready").arg(name);
    }
    QStringList needs;
    for (const ReadinessNeed &need : check.needs)
        needs.append(need.text);
    return ReadinessPanel::tr("%1 — %2").arg(name, needs.join(QStringLiteral(" · ")));
}

QString toolText(const ToolVersion &tool, const QString &name)
{
    if (!tool.installed())
        return ReadinessPanel::tr("no %1").arg(name);
    return tool.version.isEmpty() ? ReadinessPanel::tr("%1 (version unknown)").arg(name) : QStringLiteral("%1 %2").arg(name, tool.version);
}

} // namespace

ReadinessPanel::ReadinessPanel(Services services, Mode mode, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_mode(mode)
{
    setObjectName(mode == Mode::BuiltInAgents ? QStringLiteral("readinessPanel") : QStringLiteral("agentReadiness"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    if (mode == Mode::BuiltInAgents) {
        setMaximumWidth(fontMetrics().averageCharWidth() * 104);
        m_title = new QLabel(tr("Ready to run"), this);
        m_title->setObjectName(QStringLiteral("readinessTitle"));
        QFont bold = m_title->font();
        bold.setBold(true);
        m_title->setFont(bold);
        m_status = new QLabel(tr("Checking…"), this);
        m_status->setObjectName(QStringLiteral("readinessStatus"));
        m_status->setForegroundRole(QPalette::PlaceholderText);
        m_checkAgain = new QPushButton(tr("Check Again"), this);
        m_checkAgain->setObjectName(QStringLiteral("readinessCheckAgain"));
        m_checkAgain->setToolTip(tr("Read again which agents can run, after a command ran in a terminal"));
        connect(m_checkAgain, &QPushButton::clicked, this, &ReadinessPanel::refresh);
        auto *header = new QHBoxLayout;
        header->addWidget(m_title);
        header->addWidget(m_status, 1);
        header->addWidget(m_checkAgain);
        layout->addLayout(header);
        m_machine = new ReadinessRow(this);
        m_machine->setObjectName(QStringLiteral("readinessMachine"));
        m_machine->setLine(true, tr("Node.js and npm: checking…"), std::nullopt);
        connect(m_machine, &ReadinessRow::fixRequested, this, &ReadinessPanel::applyFix);
        layout->addWidget(m_machine);
    }
    m_rows = new QVBoxLayout;
    m_rows->setSpacing(2);
    layout->addLayout(m_rows);
}

ReadinessPanel::~ReadinessPanel() = default;

QSize ReadinessPanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    if (m_mode == Mode::BuiltInAgents) // as wide as it may be; narrower only where the window is
        hint.setWidth(maximumWidth());
    return hint;
}

void ReadinessPanel::showAgent(const QString &agentId)
{
    m_agentId = agentId;
    showRows();
}

ReadinessRow *ReadinessPanel::row(const QString &agentId) const
{
    return m_rowOf.value(agentId);
}

void ReadinessPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!event->spontaneous())
        refresh();
}

void ReadinessPanel::refresh()
{
    const int generation = ++m_generation;
    if (m_status)
        m_status->setText(tr("Checking…"));
    whenFinished(m_services.readiness.check(), this, [this, generation](const ReadinessReport &report) {
        if (generation == m_generation)
            present(report);
    });
}

void ReadinessPanel::present(const ReadinessReport &report)
{
    m_report = report;
    if (m_mode == Mode::BuiltInAgents) {
        int builtIn = 0;
        int ready = 0;
        for (const AgentCheck &check : report.agents) {
            builtIn += check.custom ? 0 : 1;
            ready += !check.custom && check.ready ? 1 : 0;
        }
        m_status->setText(tr("%1 of %n agents can run", nullptr, builtIn).arg(ready));
        // What node and npm lack stands in for their versions.
        QString node = toolText(report.facts.node, QStringLiteral("Node.js"));
        QString npm = toolText(report.facts.npm, QStringLiteral("npm"));
        for (const ReadinessNeed &need : report.machine)
            (need.kind == ReadinessNeed::Kind::Npm ? npm : node) = need.text;
        const std::optional<ReadinessFix> fix = report.machine.isEmpty() ? std::nullopt : std::optional(report.machine.constFirst().fix);
        m_machine->setLine(report.machine.isEmpty(), tr("%1 · %2").arg(node, npm), fix);
    }
    showRows();
    Q_EMIT checked();
}

ReadinessRow *ReadinessPanel::addRow(const QString &agentId)
{
    auto *line = new ReadinessRow(this);
    line->setObjectName(QStringLiteral("readiness-") + agentId);
    connect(line, &ReadinessRow::fixRequested, this, &ReadinessPanel::applyFix);
    m_rows->addWidget(line);
    line->show(); // at once, not when the layout gets to it: the panel may be shown already
    m_rowOf.insert(agentId, line);
    return line;
}

void ReadinessPanel::showRows()
{
    QList<const AgentCheck *> shown;
    if (m_report) {
        for (const AgentCheck &check : std::as_const(m_report->agents)) {
            if (m_mode == Mode::BuiltInAgents ? !check.custom : check.agentId == m_agentId)
                shown.append(&check);
        }
    }
    QSet<QString> wanted;
    for (const AgentCheck *check : std::as_const(shown))
        wanted.insert(check->agentId);
    if (m_mode == Mode::OneAgent && !m_report && !m_agentId.isEmpty())
        wanted.insert(m_agentId);
    for (auto it = m_rowOf.begin(); it != m_rowOf.end();) {
        if (wanted.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_rowOf.erase(it);
    }
    if (m_mode == Mode::OneAgent && !m_report && !m_agentId.isEmpty()) {
        ReadinessRow *line = row(m_agentId) ? row(m_agentId) : addRow(m_agentId);
        line->setLine(true, tr("Checking whether the agent can run here…"), std::nullopt);
        return;
    }
    for (const AgentCheck *check : std::as_const(shown)) {
        ReadinessRow *line = row(check->agentId) ? row(check->agentId) : addRow(check->agentId);
        std::optional<ReadinessFix> fix = check->needs.isEmpty() ? std::nullopt : std::optional(check->needs.constFirst().fix);
        // The command the Node.js line shows already is not repeated on each agent's.
        if (fix && fix->action == ReadinessFix::Action::Command && m_mode == Mode::BuiltInAgents
            && std::any_of(m_report->machine.cbegin(), m_report->machine.cend(),
                           [&fix](const ReadinessNeed &need) { return need.fix.command == fix->command; }))
            fix.reset();
        line->setLine(check->ready, agentLine(*check), fix, check->detail);
        if (m_installing.contains(check->agentId))
            line->setNote(tr("Installing… %1").arg(m_installing.value(check->agentId)), true);
        else if (m_failed.contains(check->agentId))
            line->setNote(tr("The install failed: %1").arg(m_failed.value(check->agentId)), false, true);
    }
}

void ReadinessPanel::applyFix(const ReadinessFix &fix)
{
    if (fix.action == ReadinessFix::Action::InstallAgent)
        install(fix);
    else if (fix.action != ReadinessFix::Action::Command)
        Q_EMIT fixRequested(fix);
}

void ReadinessPanel::install(const ReadinessFix &fix)
{
    static const AgentRegistry builtIn;
    const AgentDefinition *agent = builtIn.find(fix.agentId);
    if (!agent || m_installing.contains(fix.agentId))
        return;
    const QString agentId = fix.agentId;
    m_failed.remove(agentId);
    m_installing.insert(agentId, QString());
    showRows();
    QPointer<ReadinessPanel> self(this);
    auto output = [self, agentId](const QString &line) {
        QMetaObject::invokeMethod(
            self,
            [self, agentId, line] {
                if (!self || !self->m_installing.contains(agentId))
                    return;
                self->m_installing.insert(agentId, line);
                if (ReadinessRow *row = self->row(agentId))
                    row->setNote(tr("Installing… %1").arg(line), true);
            },
            Qt::QueuedConnection);
    };
    whenFinished(m_services.installs.install(*agent, fix.version, output), this, [this, agentId](const Expected<InstalledNpmAgent> &installed) {
        m_installing.remove(agentId);
        if (!installed)
            m_failed.insert(agentId, installed.error());
        showRows();
        Q_EMIT installFinished(agentId, installed ? QString() : installed.error());
        refresh();
    });
}

} // namespace kandesk::ui
