import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1 * in_0;  in_1 = in_0 = None
        tmp_1 = tmp_0.sin()
        tmp_2 = tmp_0.cos();  tmp_0 = None
        return (tmp_1, tmp_2)
        