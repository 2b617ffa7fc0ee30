import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.embedding(in_0, in_1, 0, None, 2.0, False, False);  in_0 = in_1 = None
        tmp_1 = tmp_0[(slice(None, None, None), slice(1, None, None))]
        tmp_2 = torch.nn.functional.pad(tmp_1, [0, 0, 0, 1, 0, 0], 'constant', 0.0);  tmp_1 = None
        tmp_3 = tmp_0[(slice(None, None, None), slice(None, -1, None))]
        tmp_4 = torch.nn.functional.pad(tmp_3, [0, 0, 1, 0, 0, 0], 'constant', 0.0);  tmp_3 = None
        tmp_5 = torch.cat([tmp_2, tmp_0, tmp_4], dim = 2);  tmp_2 = tmp_0 = tmp_4 = None
        return (tmp_5,)
        