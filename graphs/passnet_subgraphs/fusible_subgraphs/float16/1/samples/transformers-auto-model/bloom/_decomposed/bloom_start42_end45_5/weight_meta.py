class Program_weight_tensor_meta_attn_weights_1:
	name = "in_0"
	original_name = "attn_weights_1"
	shape = [4, 8, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170060671221869353856541437195634868224.000
