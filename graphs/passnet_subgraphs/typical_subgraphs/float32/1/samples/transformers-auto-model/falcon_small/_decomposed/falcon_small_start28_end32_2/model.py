import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.view(4, 32, 10, 64);  in_0 = None
        tmp_1 = tmp_0[(Ellipsis, slice(None, -2, None), slice(None, None, None))]
        tmp_2 = tmp_0[(Ellipsis, [-2], slice(None, None, None))]
        tmp_3 = tmp_0[(Ellipsis, [-1], slice(None, None, None))];  tmp_0 = None
        return (tmp_1, tmp_2, tmp_3)
        