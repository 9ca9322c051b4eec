import { act, render, screen } from '@testing-library/react';

import { useInNextTask } from './useInNextTask';

function Probe({ arrived }: { arrived: boolean }) {
  return <p>{useInNextTask(arrived) ? 'shown' : 'waiting'}</p>;
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useInNextTask', () => {
  it('turns true a task after the answer arrived, not in the same task, and stays true', async () => {
    const { rerender } = render(<Probe arrived={false} />);
    await nextTask();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(<Probe arrived />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await nextTask();
    expect(screen.getByText('shown')).toBeInTheDocument();
    rerender(<Probe arrived={false} />);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
