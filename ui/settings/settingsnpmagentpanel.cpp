// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsnpmagentpanel.h"

#include "lifecycle/npmagents/managednpmagents.h"
#include "models/backgroundpool.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

NpmAgentState readState(const QString &home, const AgentDefinition &agent)
{
    const ManagedNpmAgents managed(home);
    NpmAgentState state;
    for (const InstalledNpmAgent &one : managed.installed(agent.npmPackage))
        state.installed.append(one.version);
    state.pin = managed.pin(agent.id);
    if (auto cached = managed.cachedLatestVersion(agent.npmPackage)) {
        state.latest = cached->first;
        state.latestChecked = cached->second.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    }
    if (!state.installed.isEmpty() || !state.pin.isEmpty()) {
        auto launch = managed.resolve(agent);
        if (launch)
            state.active = launch->installed.version;
        else
            state.problem = launch.error();
    }
    return state;
}

} // namespace

SettingsNpmAgentPanel::SettingsNpmAgentPanel(QString homeDir, QWidget *parent)
    : QWidget(parent)
    , m_home(std::move(homeDir))
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("npmAgentTitle"));
    m_installed = new QLabel(this);
    m_installed->setObjectName(QStringLiteral("npmAgentInstalled"));
    m_installed->setWordWrap(true);
    m_latest = new QLabel(this);
    m_latest->setObjectName(QStringLiteral("npmAgentLatest"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("npmAgentProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pin = new QComboBox(this);
    m_pin->setObjectName(QStringLiteral("npmAgentPin"));
    m_pin->setEditable(true);
    m_pin->setToolTip(QStringLiteral(
        "The version this agent's launches use (a profile may pin another); empty: the newest installed"));
    m_pinApply = new QPushButton(QStringLiteral("Pin"), this);
    m_pinApply->setObjectName(QStringLiteral("npmAgentPinApply"));
    m_install = new QPushButton(QStringLiteral("Install"), this);
    m_install->setObjectName(QStringLiteral("npmAgentInstall"));
    m_update = new QPushButton(QStringLiteral("Update"), this);
    m_update->setObjectName(QStringLiteral("npmAgentUpdate"));
    m_remove = new QPushButton(QStringLiteral("Remove"), this);
    m_remove->setObjectName(QStringLiteral("npmAgentRemove"));
    m_check = new QPushButton(QStringLiteral("Check for updates"), this);
    m_check->setObjectName(QStringLiteral("npmAgentCheck"));
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("npmAgentOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(2000);
    m_output->setPlaceholderText(QStringLiteral("npm's output appears here while it installs"));
    m_output->hide();

    auto *form = new QFormLayout;
    form->addRow(QStringLiteral("Installed"), m_installed);
    form->addRow(QStringLiteral("Newest"), m_latest);
    auto *pinRow = new QHBoxLayout;
    pinRow->addWidget(m_pin, 1);
    pinRow->addWidget(m_pinApply);
    form->addRow(QStringLiteral("Version pin"), pinRow);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_update);
    buttons->addWidget(m_install);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    layout->addWidget(m_output, 1);

    connect(m_install, &QPushButton::clicked, this, &SettingsNpmAgentPanel::install);
    connect(m_update, &QPushButton::clicked, this, &SettingsNpmAgentPanel::update);
    connect(m_remove, &QPushButton::clicked, this, &SettingsNpmAgentPanel::remove);
    connect(m_check, &QPushButton::clicked, this, &SettingsNpmAgentPanel::checkLatest);
    connect(m_pinApply, &QPushButton::clicked, this, &SettingsNpmAgentPanel::applyPin);
    hide();
}

SettingsNpmAgentPanel::~SettingsNpmAgentPanel() = default;

void SettingsNpmAgentPanel::setAgent(const AgentDefinition *agent, const QSet<QString> &keep)
{
    const bool npm = agent && !agent->isCustom() && !agent->npmPackage.isEmpty();
    setVisible(npm);
    if (!npm) {
        m_agent = AgentDefinition {};
        return;
    }
    if (m_agent.id != agent->id)
        m_output->clear();
    m_agent = *agent;
    m_keep = keep;
    m_title->setText(QStringLiteral("<b>%1</b> — npm package %2, installed into Kandesk's home and started with node")
                         .arg(m_agent.displayName.toHtmlEscaped(), m_agent.npmPackage.toHtmlEscaped()));
    reload();
}

void SettingsNpmAgentPanel::reload()
{
    const int generation = ++m_generation;
    auto *watcher = new QFutureWatcher<NpmAgentState>(this);
    connect(watcher, &QFutureWatcher<NpmAgentState>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // another agent was picked meanwhile
        m_state = watcher->result();
        showState();
        Q_EMIT stateLoaded();
    });
    watcher->setFuture(QtConcurrent::run(&backgroundPool(), [home = m_home, agent = m_agent] { return readState(home, agent); }));
}

void SettingsNpmAgentPanel::showState()
{
    QString installed
        = m_state.installed.isEmpty() ? QStringLiteral("not installed") : m_state.installed.join(QStringLiteral(", "));
    if (!m_state.active.isEmpty())
        installed += QStringLiteral(" — launches start %1").arg(m_state.active);
    m_installed->setText(installed);
    m_latest->setText(m_state.latest.isEmpty()
            ? QStringLiteral("not checked yet")
            : QStringLiteral("%1 (checked %2)").arg(m_state.latest, m_state.latestChecked));
    m_problem->setText(m_state.problem);
    m_problem->setVisible(!m_state.problem.isEmpty());
    m_pin->clear();
    m_pin->addItem(QString());
    m_pin->addItems(m_state.installed);
    m_pin->setCurrentText(m_state.pin);
    const bool any = !m_state.installed.isEmpty();
    m_install->setEnabled(!m_busy);
    m_install->setText(any ? QStringLiteral("Install again") : QStringLiteral("Install"));
    m_update->setEnabled(!m_busy && any);
    m_remove->setEnabled(!m_busy && any);
    m_check->setEnabled(!m_busy);
    m_pinApply->setEnabled(!m_busy);
}

void SettingsNpmAgentPanel::appendOutput(const QString &line)
{
    m_output->show();
    m_output->appendPlainText(line);
}

void SettingsNpmAgentPanel::runOperation(
    const QString &title, std::function<QString(const std::function<void(const QString &)> &)> work)
{
    if (m_busy || m_agent.id.isEmpty())
        return;
    m_busy = true;
    showState();
    appendOutput(title);
    QPointer<SettingsNpmAgentPanel> self(this);
    auto output = [self](const QString &line) {
        QMetaObject::invokeMethod(
            self,
            [self, line] {
                if (self)
                    self->appendOutput(QStringLiteral("  ") + line);
            },
            Qt::QueuedConnection);
    };
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const QString problem = watcher->result();
        m_busy = false;
        appendOutput(problem.isEmpty() ? QStringLiteral("Done.") : problem);
        reload();
        Q_EMIT changed();
        Q_EMIT operationFinished(problem.isEmpty(), problem);
    });
    watcher->setFuture(QtConcurrent::run(&backgroundPool(), [work = std::move(work), output] { return work(output); }));
}

void SettingsNpmAgentPanel::install()
{
    const QString spec = m_state.pin;
    runOperation(
        QStringLiteral("Installing %1@%2…").arg(m_agent.npmPackage, spec.isEmpty() ? QStringLiteral("latest") : spec),
        [home = m_home, agent = m_agent, spec](const std::function<void(const QString &)> &output) {
            auto installed = ManagedNpmAgents(home).install(agent, spec, output);
            return installed ? QString() : installed.error();
        });
}

void SettingsNpmAgentPanel::update()
{
    QSet<QString> keep = m_keep;
    runOperation(QStringLiteral("Updating %1…").arg(m_agent.npmPackage),
        [home = m_home, agent = m_agent, keep](const std::function<void(const QString &)> &output) mutable {
            const ManagedNpmAgents managed(home);
            const QString pin = managed.pin(agent.id);
            auto installed = pin.isEmpty() ? managed.install(agent, {}, output)
                : managed.installedVersion(agent.npmPackage, pin)
                ? Expected<InstalledNpmAgent>(*managed.installedVersion(agent.npmPackage, pin))
                : managed.install(agent, pin, output);
            if (!installed)
                return installed.error();
            keep.insert(installed->version);
            const QStringList removed = managed.removeOthers(agent, keep);
            if (!removed.isEmpty())
                output(QStringLiteral("removed %1").arg(removed.join(QStringLiteral(", "))));
            return QString();
        });
}

void SettingsNpmAgentPanel::remove()
{
    runOperation(QStringLiteral("Removing %1…").arg(m_agent.npmPackage),
        [home = m_home, agent = m_agent](const std::function<void(const QString &)> &) {
            const ManagedNpmAgents managed(home);
            if (auto removed = managed.remove(agent); !removed)
                return removed.error();
            (void)managed.setPin(agent.id, {});
            return QString();
        });
}

void SettingsNpmAgentPanel::checkLatest()
{
    runOperation(QStringLiteral("Asking npm for the newest %1…").arg(m_agent.npmPackage),
        [home = m_home, agent = m_agent](const std::function<void(const QString &)> &output) {
            auto latest = ManagedNpmAgents(home).latestVersion(agent.npmPackage, true);
            if (!latest)
                return latest.error();
            output(QStringLiteral("newest: %1").arg(*latest));
            return QString();
        });
}

void SettingsNpmAgentPanel::applyPin()
{
    const QString version = m_pin->currentText().trimmed();
    runOperation(version.isEmpty() ? QStringLiteral("Following the newest installed version…")
                                   : QStringLiteral("Pinning %1…").arg(version),
        [home = m_home, agent = m_agent, version](const std::function<void(const QString &)> &) {
            const Status pinned = ManagedNpmAgents(home).setPin(agent.id, version);
            return pinned ? QString() : pinned.error();
        });
}

} // namespace kandesk::ui
