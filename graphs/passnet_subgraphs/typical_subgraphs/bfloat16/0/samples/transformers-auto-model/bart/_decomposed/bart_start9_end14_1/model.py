import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.dropout(in_4, p = 0.1, training = False);  in_4 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_3, in_2);  in_3 = in_2 = None
        tmp_2 = tmp_1.view((2, 32, -1, 64));  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_0, in_1, in_0);  in_1 = in_0 = None
        return (tmp_0, tmp_3, tmp_4)
        