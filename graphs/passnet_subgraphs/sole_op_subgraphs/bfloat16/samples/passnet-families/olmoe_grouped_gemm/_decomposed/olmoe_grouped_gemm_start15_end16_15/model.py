import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.argsort(in_0, stable = True);  in_0 = None
        return (tmp_0,)
        