import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0 + 1e-06;  in_0 = None
        tmp_1 = in_1 / tmp_0;  in_1 = tmp_0 = None
        tmp_2 = tmp_1 * 6.283185307179586;  tmp_1 = None
        return (tmp_2,)
        