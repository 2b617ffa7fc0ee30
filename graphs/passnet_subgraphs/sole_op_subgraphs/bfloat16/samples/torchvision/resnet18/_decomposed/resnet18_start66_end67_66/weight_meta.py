class Program_weight_tensor_meta_out_55:
	name = "in_0"
	original_name = "out_55"
	shape = [1, 512, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.262
	std = 1.579
