import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.float();  in_0 = None
        tmp_1 = tmp_0.pow(2)
        return (tmp_0, tmp_1)
        