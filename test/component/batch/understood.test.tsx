// "What was understood" for the lists administrators have (issue 15): the sentence, the lines
// left out on request, addresses that are no device, the name fix as edits, and another MAC
// column chosen in the mapping, which reads the list again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridCell } from '../../support/batch-grid-cells.ts';
import { renderScreen } from '../../support/render-screen.tsx';

async function openBatch() {
  const view = renderScreen(undefined, { path: '/batch' });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' });
  const paste = await screen.findByRole('textbox', { name: 'Paste rows' });
  await view.user.click(paste);
  return view;
}

const understood = () => screen.getByRole('region', { name: 'What was understood' });

// `arp -a` on Linux (net-tools arp(8)): host (IP) at MAC [ether] on interface; the broadcast
// entry and an incomplete one are no devices.
const ARP = [
  '$ arp -a',
  'printer_2.lan (192.168.1.20) at 00:1b:63:84:bb:d7 [ether] on eth0',
  'kiosk.lan (192.168.1.21) at 3c:22:fb:12:34:56 [ether] on eth0',
  '? (192.168.1.255) at ff:ff:ff:ff:ff:ff [ether] on eth0',
  '? (192.168.1.30) at <incomplete> on eth0',
].join('\n');

// An MDM export with a Wi-Fi and an Ethernet MAC column (see mdm-intune-devices.csv.source.md).
const INVENTORY = [
  'Device name,Wi-Fi MAC,Ethernet MAC',
  'Laptop-1,a4b1c1d2e3f4,00e04c680001',
  'Laptop-2,f8e4e3112233,00e04c680002',
  'Kiosk-01,,7c1e52aabb01',
].join('\n');

describe('What was understood', () => {
  it('says in words what the text is, shows what was left out and why, and what is no device', async () => {
    const { user } = await openBatch();
    await user.paste(ARP);
    await waitFor(() =>
      expect(understood()).toHaveTextContent(
        /Looks like an ARP \(neighbour\) table: 2 devices, names from/,
      ),
    );
    expect(understood()).toHaveTextContent(
      /1 broadcast, multicast or all-zero address left out \(not devices\)/,
    );
    // Closed, the lines are not on the page; opened, each says why it was left out.
    expect(within(understood()).queryByRole('table', { name: /Lines left out/ })).toBeNull();
    await user.click(within(understood()).getByText(/^Show the \d lines left out$/));
    const leftOut = within(understood()).getByRole('table', { name: /Lines left out/ });
    expect(within(leftOut).getByRole('row', { name: /\$ arp -a/ })).toHaveTextContent(
      'No MAC address',
    );
    await user.click(within(understood()).getByText('Show the 1 address that are not devices'));
    expect(understood()).toHaveTextContent('The broadcast address is not a device.');
  });

  it('fixes names the API would refuse with one action, as edits shown in the preview', async () => {
    const { user } = await openBatch();
    await user.paste(ARP);
    const fix = await screen.findByRole('button', { name: 'Fix 1 name' });
    expect(fix).toHaveAccessibleDescription(/replace _ with -/);
    expect(understood()).toHaveTextContent('“printer_2.lan” becomes “printer-2.lan”');
    await user.click(fix);
    await waitFor(() => expect(gridCell('Name', 2)).toHaveAccessibleName('printer-2.lan'));
    expect(within(understood()).queryByRole('button', { name: /^Fix/ })).toBeNull();
    // An edit like any other: the cell can still be changed.
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toBeVisible();
  });

  it('uses the Wi-Fi column of an inventory, says so, and reads Ethernet when it is chosen', async () => {
    const { user } = await openBatch();
    await user.paste(INVENTORY);
    await waitFor(() => expect(understood()).toHaveTextContent(/Wi-Fi MAC/));
    expect(understood()).toHaveTextContent(/2 devices/);
    const ethernet = within(understood()).getByRole('combobox', {
      name: 'Column 3 (Ethernet MAC)',
    });
    await user.selectOptions(ethernet, 'mac');
    // Read again with Ethernet as the MAC column: the kiosk, which has only Ethernet, is a row.
    await screen.findByRole('button', { name: 'Send 3 devices' });
    expect(gridCell('MAC address', 4)).toHaveAccessibleName(
      '7c1e52aabb01 Sent as 7C:1E:52:AA:BB:01',
    );
  });
});
