import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.repeat(4, 1, 1);  in_0 = None
        tmp_1 = tmp_0.to(torch.bfloat16);  tmp_0 = None
        return (tmp_1,)
        