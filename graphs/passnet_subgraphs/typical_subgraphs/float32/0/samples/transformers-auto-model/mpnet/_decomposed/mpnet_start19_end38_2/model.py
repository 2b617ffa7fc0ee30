import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_1.to(torch.int64);  in_1 = None
        tmp_1 = tmp_0 * 16;  tmp_0 = None
        tmp_2 = 0 + tmp_1;  tmp_1 = None
        tmp_3 = torch.abs(in_2);  in_2 = None
        tmp_4 = tmp_3 < 8
        tmp_5 = tmp_3.float()
        tmp_6 = tmp_5 / 8;  tmp_5 = None
        tmp_7 = torch.log(tmp_6);  tmp_6 = None
        tmp_8 = tmp_7 / 2.772588722239781;  tmp_7 = None
        tmp_9 = tmp_8 * 8;  tmp_8 = None
        tmp_10 = tmp_9.to(torch.int64);  tmp_9 = None
        tmp_11 = 8 + tmp_10;  tmp_10 = None
        tmp_12 = torch.full_like(tmp_11, 15)
        tmp_13 = torch.min(tmp_11, tmp_12);  tmp_11 = tmp_12 = None
        tmp_14 = torch.where(tmp_4, tmp_3, tmp_13);  tmp_4 = tmp_3 = tmp_13 = None
        tmp_2 += tmp_14;  tmp_15 = tmp_2;  tmp_2 = tmp_14 = None
        tmp_16 = torch.nn.functional.embedding(tmp_15, in_0, None, None, 2.0, False, False);  tmp_15 = in_0 = None
        tmp_17 = tmp_16.permute([2, 0, 1]);  tmp_16 = None
        tmp_18 = tmp_17.unsqueeze(0);  tmp_17 = None
        return (tmp_18,)
        