import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.max_pool2d(in_4, 3, 2, 1, 1, ceil_mode = False, return_indices = False);  in_4 = None
        tmp_1 = torch.cat([tmp_0], 1)
        tmp_2 = torch.nn.functional.batch_norm(tmp_1, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_1 = in_0 = in_1 = in_3 = in_2 = None
        tmp_3 = torch.nn.functional.relu(tmp_2, inplace = True);  tmp_2 = None
        return (tmp_0, tmp_3)
        