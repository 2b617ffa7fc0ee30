import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0[(slice(None, None, None), slice(None, None, None), None)];  in_0 = None
        tmp_1 = tmp_0.float();  tmp_0 = None
        tmp_2 = tmp_1 * in_1;  tmp_1 = in_1 = None
        tmp_3 = torch.cat((tmp_2, tmp_2), dim = -1);  tmp_2 = None
        tmp_4 = tmp_3.cos()
        tmp_5 = tmp_4.to(torch.float32);  tmp_4 = None
        tmp_6 = tmp_3.sin();  tmp_3 = None
        tmp_7 = tmp_6.to(torch.float32);  tmp_6 = None
        return (tmp_5, tmp_7)
        