import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.nn.functional.linear(in_6, in_3, in_2);  in_3 = in_2 = None
        tmp_1 = tmp_0.view((32768, 49, -1, 32));  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(in_6, in_1, in_0);  in_1 = in_0 = None
        tmp_4 = tmp_3.view((32768, 49, -1, 32));  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(in_6, in_5, in_4);  in_6 = in_5 = in_4 = None
        tmp_7 = tmp_6.view((32768, 49, -1, 32));  tmp_6 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        return (tmp_2, tmp_5, tmp_8)
        