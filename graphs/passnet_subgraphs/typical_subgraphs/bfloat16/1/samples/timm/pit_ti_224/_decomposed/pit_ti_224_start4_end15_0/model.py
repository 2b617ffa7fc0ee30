import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_5.flatten(2);  in_5 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.cat((in_4, tmp_1), dim = 1);  in_4 = tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (64,), in_3, in_2, 1e-06);  in_3 = in_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_1, in_0);  tmp_3 = in_1 = in_0 = None
        tmp_5 = tmp_4.reshape(4, 730, 3, 2, 32);  tmp_4 = None
        tmp_6 = tmp_5.permute(2, 0, 3, 1, 4);  tmp_5 = None
        tmp_7 = tmp_6.unbind(0);  tmp_6 = None
        tmp_8 = tmp_7[0]
        tmp_9 = tmp_7[1]
        tmp_10 = tmp_7[2];  tmp_7 = None
        return (tmp_2, tmp_8, tmp_9, tmp_10)
        