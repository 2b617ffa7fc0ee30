import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.pad(in_2, (1, 0), 'constant', None);  in_2 = None
        tmp_1 = tmp_0.view(1, 12, 498, 249);  tmp_0 = None
        tmp_2 = tmp_1[(Ellipsis, slice(1, None, None), slice(None, None, None))];  tmp_1 = None
        tmp_3 = tmp_2.view((1, 12, 249, 497));  tmp_2 = None
        tmp_4 = tmp_3[(Ellipsis, slice(None, 249, None))];  tmp_3 = None
        tmp_5 = tmp_4 * 0.125;  tmp_4 = None
        tmp_6 = in_0[(None, slice(None, None, None), None, slice(None, None, None))];  in_0 = None
        tmp_7 = in_1 + tmp_6;  in_1 = tmp_6 = None
        return (tmp_5, tmp_7)
        