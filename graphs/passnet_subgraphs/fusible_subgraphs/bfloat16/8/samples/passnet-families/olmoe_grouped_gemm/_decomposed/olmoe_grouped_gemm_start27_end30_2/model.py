import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.nn.functional.silu(in_1);  in_1 = None
        tmp_1 = tmp_0 * in_3;  tmp_0 = in_3 = None
        tmp_2 = torch._grouped_mm(tmp_1, in_0, offs = in_2);  tmp_1 = in_0 = in_2 = None
        return (tmp_2,)
        