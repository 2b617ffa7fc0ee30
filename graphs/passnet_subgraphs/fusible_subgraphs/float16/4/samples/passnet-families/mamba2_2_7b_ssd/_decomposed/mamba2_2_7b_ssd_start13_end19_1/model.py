import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_3 + in_2;  in_3 = in_2 = None
        tmp_1 = torch.nn.functional.softplus(tmp_0);  tmp_0 = None
        tmp_2 = in_4.transpose(1, 2);  in_4 = None
        tmp_3 = torch.conv1d(tmp_2, in_1, in_0, (1,), (3,), (1,), 5376);  tmp_2 = in_1 = in_0 = None
        tmp_4 = tmp_3[(Ellipsis, slice(None, 256, None))];  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        return (tmp_1, tmp_5)
        