import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.nn.functional.gelu(in_0, approximate = 'tanh');  in_0 = None
        return (tmp_0,)
        