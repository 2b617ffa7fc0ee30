import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0[(Ellipsis, slice(0, None, 2), slice(0, None, 2), slice(None, None, None))]
        tmp_1 = in_0[(Ellipsis, slice(1, None, 2), slice(0, None, 2), slice(None, None, None))]
        tmp_2 = in_0[(Ellipsis, slice(0, None, 2), slice(1, None, 2), slice(None, None, None))]
        tmp_3 = in_0[(Ellipsis, slice(1, None, 2), slice(1, None, 2), slice(None, None, None))];  in_0 = None
        tmp_4 = torch.cat([tmp_0, tmp_1, tmp_2, tmp_3], -1);  tmp_0 = tmp_1 = tmp_2 = tmp_3 = None
        return (tmp_4,)
        