import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1.float();  in_1 = None
        tmp_1 = tmp_0 * in_0;  tmp_0 = in_0 = None
        tmp_2 = torch.cat((tmp_1, tmp_1), dim = -1);  tmp_1 = None
        tmp_3 = tmp_2.cos()
        tmp_4 = tmp_3.to(torch.float32);  tmp_3 = None
        tmp_5 = tmp_2.sin();  tmp_2 = None
        tmp_6 = tmp_5.to(torch.float32);  tmp_5 = None
        return (tmp_4, tmp_6)
        